import { IconPlus } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { CreatePersonalTokenRequest, type PersonalToken } from '@/api/schemas/developer';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { TextField } from '@/components/form-fields';
import { LinkButton } from '@/components/link-button';
import { ListTable, type ListColumn } from '@/components/list-table';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { RouteDrawer } from '@/components/route-drawer';
import { useBackToList } from '@/lib/use-back';
import { useFormatDateTime } from '@/lib/time-zone';
import {
  useCreatePersonalToken,
  usePersonalTokens,
  useRevokePersonalToken,
} from '../api/developer';
import { ScopeChecklist } from '../components/scope-checklist';
import { ScopeSummary } from '../components/scope-list';
import { revokeColumn } from '../components/revoke-column';
import { ShownOncePanel } from '../components/shown-once';

const newButton = (
  <LinkButton to="/developer/tokens/new" leftSection={<IconPlus size={16} aria-hidden />}>
    New access token
  </LinkButton>
);

/** The owner's access tokens: made here or on the server's command line. */
export function TokensPage() {
  const tokens = usePersonalTokens();
  const revoke = useRevokePersonalToken();
  const formatDateTime = useFormatDateTime();
  const columns: ListColumn<PersonalToken>[] = [
    { key: 'label', card: 'title', header: 'Label', wrap: true, cell: (t) => <b>{t.label}</b> },
    {
      key: 'scopes',
      header: 'What it may do',
      wrap: true,
      cell: (t) => <ScopeSummary scopes={t.scopes} />,
    },
    {
      key: 'by',
      header: 'Made',
      width: '12rem',
      cell: (t) => (t.created_by ? 'In the app' : 'On the command line'),
    },
    {
      key: 'created',
      card: 'meta',
      header: 'Created',
      width: '11rem',
      cell: (t) => formatDateTime(t.created_at),
    },
    {
      key: 'used',
      card: 'meta',
      header: 'Last used',
      width: '11rem',
      cell: (t) => (t.last_used_at ? formatDateTime(t.last_used_at) : 'Never'),
    },
    revokeColumn({
      action: 'Revoke',
      name: (t) => t.label,
      message: () => 'Whatever uses it stops working at its next request. This cannot be undone.',
      confirmLabel: 'Revoke token',
      keepLabel: 'Keep token',
      revoke: (t) => revoke.mutateAsync(t.id),
      done: (t) => ['Token revoked', `${t.label} no longer works.`],
    }),
  ];
  return (
    <>
      <PageHeader
        title="Access tokens"
        description="Tokens your own integrations use to call the API for this business. Connected apps get theirs through OAuth (see Connected apps)."
        actions={newButton}
      />
      <QueryState
        query={tokens}
        subject="access tokens"
        isEmpty={(list) => list.length === 0}
        empty={{ message: 'No access tokens yet.', action: newButton }}
      >
        {(list) => (
          <ListTable
            caption="Access tokens, newest first"
            columns={columns}
            rows={list}
            rowKey={(t) => t.id}
            noun="access token"
            minWidth={820}
            rowHeight={56}
          />
        )}
      </QueryState>
      <Outlet />
    </>
  );
}

export function TokenCreateDrawer() {
  const back = useBackToList('/developer/tokens').list;
  const create = useCreatePersonalToken();
  const [issued, setIssued] = useState<{ label: string; token: string } | null>(null);
  const contract = useContractForm(CreatePersonalTokenRequest, {
    defaultValues: { label: '', scopes: [] },
  });
  return (
    <RouteDrawer
      title={issued ? 'Access token made' : 'New access token'}
      onClosed={back}
      size="lg"
    >
      {(close) =>
        issued ? (
          <ShownOncePanel values={[{ label: 'Access token', value: issued.token }]} onDone={close}>
            <b>{issued.label}</b> is ready. Send it as <code>Authorization: Bearer …</code>.
          </ShownOncePanel>
        ) : (
          <ContractFormShell
            contract={contract}
            label="New access token"
            submitLabel="Make token"
            errorTitle="The token was not made"
            onCancel={close}
            onSave={async (values) => {
              const made = await create.mutateAsync(values);
              setIssued({ label: made.token.label, token: made.access_token });
            }}
          >
            <TextField
              control={contract.form.control}
              name="label"
              label="Label"
              description="What uses it, so you know what breaks if you revoke it."
              required
              maxLength={100}
            />
            <ScopeChecklist />
          </ContractFormShell>
        )
      }
    </RouteDrawer>
  );
}
