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

  it('finds an employee by several words in any order, also in their email or external id', async () => {
    const onChange = vi.fn();
    const team: EmployeeChoices = {
      options: [
        { value: 'emp_qs', label: 'Quinn Smith', keywords: ['PAYROLL-0009', 'q@example.com'] },
        { value: 'emp_qj', label: 'Quinn Jones', keywords: ['PAYROLL-0010'] },
        { value: 'emp_rs', label: 'Robin Smith' },
      ],
      placeholder: 'Choose an employee',
      loading: false,
    };
    const { user } = render(
      <EmployeeSelect employees={team} label="Employee" onChange={onChange} />,
    );
    const input = screen.getByLabelText('Employee', { selector: 'input' });

    await user.type(input, 'Smith Quinn');
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option', { name: 'Quinn Smith' })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'quinn 0010');
    await user.click(await screen.findByRole('option', { name: 'Quinn Jones' }));
    expect(onChange).toHaveBeenCalledWith('emp_qj', expect.anything());
  });

  it('says no employee by that name when no one has every word', async () => {
    const { user } = render(<EmployeeSelect employees={employees} label="Employee" />);
    await user.type(screen.getByLabelText('Employee', { selector: 'input' }), 'ana lee');
    expect(await screen.findByText('No employee by that name')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
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
