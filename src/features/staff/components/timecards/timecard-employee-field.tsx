import { EmployeeField } from '@/components/employee-select';
import { useEmployeeChoices } from '../../api/employee-names';

/** The employee input of a timecard form, bound to its `employee_id`. */
export function TimecardEmployeeField({ onPicked }: { onPicked?: () => void }) {
  return <EmployeeField employees={useEmployeeChoices()} onPicked={onPicked} />;
}
