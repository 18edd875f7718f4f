/** The activity module's public entry: every write records itself through these. */
export { fieldChanges, ofEmployee, recordActivity, type ActivityRecord } from './activity.service';
