import type { ConnectedApp } from '@/api/schemas/developer';
import { ListTable, type ListColumn } from '@/components/list-table';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useFormatDateTime } from '@/lib/time-zone';
import { useConnectedApps, useDisconnectApp } from '../api/developer';
import { revokeColumn } from '../components/revoke-column';
import { ScopeSummary } from '../components/scope-list';

/** Apps allowed to act for this business, and the way to disconnect them. */
export function ConnectedAppsPage() {
  const apps = useConnectedApps();
  const disconnect = useDisconnectApp();
  const formatDateTime = useFormatDateTime();
  const columns: ListColumn<ConnectedApp>[] = [
    { key: 'name', card: 'title', header: 'App', width: '14rem', cell: (a) => <b>{a.name}</b> },
    {
      key: 'scopes',
      header: 'What it may do',
      wrap: true,
      cell: (a) => <ScopeSummary scopes={a.scopes} />,
    },
    {
      key: 'connected',
      card: 'meta',
      header: 'Connected',
      width: '11rem',
      cell: (a) => formatDateTime(a.connected_at),
    },
    {
      key: 'used',
      header: 'Last used',
      width: '11rem',
      cell: (a) => (a.last_used_at ? formatDateTime(a.last_used_at) : 'Never'),
    },
    revokeColumn({
      action: 'Disconnect',
      name: (a) => a.name,
      message: (a) =>
        `${a.name} loses access at once: its next request is refused. It can only come back if someone allows it again.`,
      confirmLabel: 'Disconnect',
      keepLabel: 'Stay connected',
      revoke: (a) => disconnect.mutateAsync(a.app_id),
      done: (a) => ['App disconnected', `${a.name} can no longer act for the business.`],
      width: '8rem',
    }),
  ];
  return (
    <>
      <PageHeader
        title="Connected apps"
        description="Apps someone allowed to act for this business, what they may do, and when they last did."
      />
      <QueryState
        query={apps}
        subject="connected apps"
        isEmpty={(list) => list.length === 0}
        empty={{ message: 'No app is connected to this business.' }}
      >
        {(list) => (
          <ListTable
            caption="Connected apps"
            columns={columns}
            rows={list}
            rowKey={(a) => a.app_id}
            noun="connected app"
            minWidth={820}
            rowHeight={56}
          />
        )}
      </QueryState>
    </>
  );
}
