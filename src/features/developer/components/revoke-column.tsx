import { ConfirmButton } from '@/components/confirm-button';
import { actionsColumn } from '@/components/list-columns';
import type { ListColumn } from '@/components/list-table';
import { notifyDone } from '@/components/notify';

interface RevokeColumnDef<T> {
  /** The row's button, e.g. "Revoke"; its accessible name adds the row's name. */
  action: string;
  name: (row: T) => string;
  /** What happens, in the confirmation. */
  message: (row: T) => string;
  confirmLabel: string;
  /** The dismiss button, naming what stays ("Keep token"). */
  keepLabel: string;
  revoke: (row: T) => Promise<unknown>;
  /** The notice's title and text once it is done. */
  done: (row: T) => [title: string, message: string];
  width?: string;
}

/**
 * The last column of a Developer list: a red button that asks before it revokes the row's
 * token, app or connection, then says it is done. A refusal keeps the dialog open.
 */
export function revokeColumn<T>(def: RevokeColumnDef<T>): ListColumn<T> {
  return actionsColumn(
    (row) => (
      <ConfirmButton
        variant="subtle"
        color="red"
        size="compact-sm"
        aria-label={`${def.action} ${def.name(row)}`}
        title={`${def.action} ${def.name(row)}?`}
        message={def.message(row)}
        confirmLabel={def.confirmLabel}
        keepLabel={def.keepLabel}
        onConfirm={async () => {
          await def.revoke(row);
          notifyDone(...def.done(row));
        }}
      >
        {def.action}
      </ConfirmButton>
    ),
    { width: def.width ?? '7rem', align: 'end' },
  );
}
