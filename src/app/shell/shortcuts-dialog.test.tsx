import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { ShortcutsDialog } from './shortcuts-dialog';

describe('ShortcutsDialog', () => {
  it('opens on ? outside a text field and lists the palette shortcut', async () => {
    const { user } = render(<ShortcutsDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Open the command palette');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves ? to a text field being typed in', async () => {
    const { user } = render(
      <>
        <label>
          Note <input />
        </label>
        <ShortcutsDialog />
      </>,
    );
    await user.type(screen.getByLabelText('Note'), 'why?');
    expect(screen.getByLabelText('Note')).toHaveValue('why?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
