import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { FactsTable } from './facts-table';

describe('FactsTable', () => {
  it('names each value by its row header, in a table of its own name', () => {
    render(
      <FactsTable
        label="Drawer summary"
        numeric
        rows={[
          ['Starting cash', '$100.00'],
          ['Expected in drawer', '$112.00', { total: true, ruleAbove: true }],
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Drawer summary' });
    const expected = within(table).getByRole('row', { name: /Expected in drawer/ });
    expect(within(expected).getByRole('rowheader')).toHaveTextContent('Expected in drawer');
    expect(within(expected).getByRole('cell')).toHaveTextContent('$112.00');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });
});
