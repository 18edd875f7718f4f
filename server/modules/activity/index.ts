/** The activity module's public entry: every write records itself through these. */
export { fieldChanges, ofEmployee, ofPerson, recordActivity } from './activity.service';
