import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { CreatePersonalTokenRequest, type PersonalToken } from '@/api/schemas/developer';
import { ConfirmButton } from '@/components/confirm-button';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { TextField } from '@/components/form-fields';
import { LinkButton } from '@/components/link-button';
import { ListTable, type ListColumn } from '@/components/list-table';
import { notifyDone } from '@/components/notify';
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
import { ShownOnce, ShownOnceNotice } from '../components/shown-once';

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
    {
      key: 'actions',
      card: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      width: '7rem',
      align: 'end',
      cell: (t) => (
        <ConfirmButton
          variant="subtle"
          color="red"
          size="compact-sm"
          aria-label={`Revoke ${t.label}`}
          title={`Revoke ${t.label}?`}
          message="Whatever uses it stops working at its next request. This cannot be undone."
          confirmLabel="Revoke token"
          onConfirm={async () => {
            await revoke.mutateAsync(t.id);
            notifyDone('Token revoked', `${t.label} no longer works.`);
          }}
        >
          Revoke
        </ConfirmButton>
      ),
    },
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
          <Stack gap="md">
            <Text>
              <b>{issued.label}</b> is ready. Send it as <code>Authorization: Bearer …</code>.
            </Text>
            <ShownOnceNotice />
            <ShownOnce label="Access token" value={issued.token} />
            <Group justify="flex-end">
              <Button onClick={close}>Done</Button>
            </Group>
          </Stack>
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
