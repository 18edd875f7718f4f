import { Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { CreateOAuthAppRequest, type OAuthApp } from '@/api/schemas/developer';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { TextareaField, TextField } from '@/components/form-fields';
import { LinkButton } from '@/components/link-button';
import { ListTable, type ListColumn } from '@/components/list-table';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { RouteDrawer } from '@/components/route-drawer';
import { useBackToList } from '@/lib/use-back';
import { useFormatDateTime } from '@/lib/time-zone';
import { useApps, useCreateApp, useDeleteApp } from '../api/developer';
import { revokeColumn } from '../components/revoke-column';
import { ShownOncePanel } from '../components/shown-once';

const registerButton = (
  <LinkButton to="/developer/apps/new" leftSection={<IconPlus size={16} aria-hidden />}>
    Register app
  </LinkButton>
);

/** The OAuth apps the owner registered. */
export function AppsPage() {
  const apps = useApps();
  const remove = useDeleteApp();
  const formatDateTime = useFormatDateTime();
  const columns: ListColumn<OAuthApp>[] = [
    { key: 'name', card: 'title', header: 'App', width: '14rem', cell: (a) => <b>{a.name}</b> },
    {
      key: 'client',
      card: 'meta',
      header: 'Client ID',
      width: '20rem',
      cell: (a) => <code>{a.client_id}</code>,
    },
    {
      key: 'redirects',
      header: 'Redirect URLs',
      wrap: true,
      cell: (a) => <Text size="sm">{a.redirect_urls.join(', ')}</Text>,
    },
    {
      key: 'created',
      header: 'Registered',
      width: '11rem',
      cell: (a) => formatDateTime(a.created_at),
    },
    revokeColumn({
      action: 'Delete',
      name: (a) => a.name,
      message: () =>
        'Every business connected to it is disconnected at once: all its tokens stop working. This cannot be undone.',
      confirmLabel: 'Delete app',
      keepLabel: 'Keep app',
      revoke: (a) => remove.mutateAsync(a.id),
      done: (a) => ['App deleted', `${a.name} and all its tokens no longer work.`],
    }),
  ];
  return (
    <>
      <PageHeader
        title="Apps"
        description="Apps you build that businesses connect with OAuth, as they would to Square: they send people to /oauth2/authorize and exchange the code at /oauth2/token."
        actions={registerButton}
      />
      <QueryState
        query={apps}
        subject="apps"
        isEmpty={(list) => list.length === 0}
        empty={{ message: 'No apps registered yet.', action: registerButton }}
      >
        {(list) => (
          <ListTable
            caption="Registered apps, newest first"
            columns={columns}
            rows={list}
            rowKey={(a) => a.id}
            noun="app"
            minWidth={880}
            rowHeight={56}
          />
        )}
      </QueryState>
      <Outlet />
    </>
  );
}

/** The form takes redirect URLs one per line; the contract takes a list. */
const AppForm = CreateOAuthAppRequest.extend({
  redirect_urls: z
    .string()
    .transform((text) =>
      text
        .split(/\s+/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(CreateOAuthAppRequest.shape.redirect_urls),
});

export function AppCreateDrawer() {
  const back = useBackToList('/developer/apps').list;
  const create = useCreateApp();
  const [issued, setIssued] = useState<{ app: OAuthApp; secret: string } | null>(null);
  const contract = useContractForm(AppForm, { defaultValues: { name: '', redirect_urls: '' } });
  return (
    <RouteDrawer title={issued ? 'App registered' : 'Register app'} onClosed={back} size="lg">
      {(close) =>
        issued ? (
          <ShownOncePanel
            values={[
              { label: 'Client ID', value: issued.app.client_id },
              { label: 'Client secret', value: issued.secret },
            ]}
            onDone={close}
          >
            <b>{issued.app.name}</b> is registered. Its server exchanges codes with the client ID
            and secret.
          </ShownOncePanel>
        ) : (
          <ContractFormShell
            contract={contract}
            label="Register app"
            submitLabel="Register app"
            errorTitle="The app was not registered"
            onCancel={close}
            onSave={async (values) => {
              const made = await create.mutateAsync(values);
              setIssued({ app: made.app, secret: made.client_secret });
            }}
          >
            <TextField
              control={contract.form.control}
              name="name"
              label="Name"
              description="Shown to the person asked to allow it."
              required
              maxLength={100}
            />
            <TextareaField
              control={contract.form.control}
              name="redirect_urls"
              label="Redirect URLs"
              description="One per line. https, or http://localhost while developing. People are sent back only to a URL listed here, exactly."
              required
              autosize
              minRows={2}
            />
          </ContractFormShell>
        )
      }
    </RouteDrawer>
  );
}
