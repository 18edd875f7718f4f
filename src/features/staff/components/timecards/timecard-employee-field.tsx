import { useController } from 'react-hook-form';
import { EmployeeSelect } from '@/components/employee-select';
import { useEmployeeChoices } from '../../api/employee-names';

/** The employee input of a timecard form, bound to its `employee_id`. */
export function TimecardEmployeeField({ onPicked }: { onPicked?: () => void }) {
  const employees = useEmployeeChoices();
  const {
    field: { ref, name, value, onChange, onBlur },
    fieldState,
  } = useController<{ employee_id: string }>({ name: 'employee_id' });
  return (
    <EmployeeSelect
      employees={employees}
      label="Employee"
      required
      data-autofocus
      ref={ref}
      name={name}
      value={value || null}
      onChange={(id) => {
        onPicked?.();
        onChange(id ?? '');
      }}
      onBlur={onBlur}
      error={fieldState.error?.message}
    />
  );
}
