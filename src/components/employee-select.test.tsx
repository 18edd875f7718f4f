import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@/test/render';
import { EmployeeSelect, type EmployeeChoices } from './employee-select';

const employees: EmployeeChoices = {
  options: [
    { value: 'emp_ana', label: 'Ana Diaz' },
    { value: 'emp_bo', label: 'Bo Lee (inactive)' },
  ],
  placeholder: 'Choose an employee',
  loading: false,
};

describe('EmployeeSelect', () => {
  it('offers the employees it is given, found by typing part of a name', async () => {
    const onChange = vi.fn();
    const { user } = render(
      <EmployeeSelect employees={employees} label="Employee" onChange={onChange} />,
    );
    const input = screen.getByLabelText('Employee', { selector: 'input' });
    expect(input).toHaveAttribute('placeholder', 'Choose an employee');
    await user.type(input, 'bo');
    await user.click(await screen.findByRole('option', { name: 'Bo Lee (inactive)' }));
    expect(onChange).toHaveBeenCalledWith('emp_bo', expect.anything());
  });

  it('says so while the directory loads, unless the caller names what an empty choice means', () => {
    render(
      <EmployeeSelect
        employees={{ options: [], placeholder: 'Loading employees…', loading: true }}
        label="Employee"
        placeholder="All employees"
      />,
    );
    expect(screen.getByLabelText('Employee', { selector: 'input' })).toHaveAttribute(
      'placeholder',
      'All employees',
    );
  });
});
