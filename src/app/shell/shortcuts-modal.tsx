import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

const keys = (...names: string[]): ReactNode => (
  <Group gap={4} wrap="nowrap">
    {names.map((name, i) => (
      <span key={name}>
        {i > 0 ? (
          <Text span size="xs" c="dimmed" mr={4}>
            then
          </Text>
        ) : null}
        <Kbd>{name}</Kbd>
      </span>
    ))}
  </Group>
);

/** Every shortcut of the back office, as the app implements them. */
const SHORTCUTS: ReadonlyArray<{ keys: ReactNode; does: string }> = [
  { keys: keys('Ctrl K'), does: 'Open the command palette (⌘ K on a Mac)' },
  { keys: keys('?'), does: 'Show this list of shortcuts' },
  { keys: keys('↑', '↓'), does: 'Move through the palette’s results' },
  { keys: keys('Enter'), does: 'Open the chosen result; in a list’s search box, search at once' },
  { keys: keys('Esc'), does: 'Close the palette, a drawer or a dialog; clear a search box' },
  { keys: keys('Tab'), does: 'Move to the next control (Shift Tab: the previous one)' },
];

/** The list of keyboard shortcuts, in a dialog (see `ShortcutsDialog`). */
export function ShortcutsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Keyboard shortcuts"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close keyboard shortcuts' }}
    >
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Keys</Table.Th>
            <Table.Th scope="col">What they do</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map((shortcut) => (
            <Table.Tr key={shortcut.does}>
              <Table.Td>{shortcut.keys}</Table.Td>
              <Table.Td>{shortcut.does}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
