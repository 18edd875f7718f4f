import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { merchantQueryOptions } from '@/api/account';
import type { EmployeeWageT } from '@/api/schemas/employee-wages';
import type { V1EmployeeT } from '@/api/schemas/employees';
import { ConfirmButton } from '@/components/confirm-button';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { describeFailure } from '@/components/form-errors';
import { MoneyField, TextField } from '@/components/form-fields';
import { notifyDone } from '@/components/notify';
import { QueryState } from '@/components/query-state';
import { formatMoney } from '@/lib/money';
import { employeeFullName } from '../../api/employee-names';
import { useCreateWage, useDeleteWage, useEmployeeWages, useUpdateWage } from '../../api/wages';
import {
  emptyWageForm,
  wageFormSchema,
  wageFormValues,
  type WageBody,
  type WageFormValues,
} from '../../lib/wage-form';

const wageName = (wage: EmployeeWageT) => wage.title ?? 'untitled';

function WageFields({ currency }: { currency: string }) {
  const { control } = useFormContext<WageFormValues>();
  return (
    <Group grow align="flex-start" gap="md">
      <TextField
        control={control}
        name="title"
        label="Job title"
        description="Optional"
        autoComplete="off"
        data-autofocus
      />
      <MoneyField
        control={control}
        name="hourly_rate"
        currency={currency}
        label={`Hourly rate (${currency})`}
        description="Per hour worked"
        withAsterisk
      />
    </Group>
  );
}

interface WageFormProps {
  currency: string;
  /** The wage being changed; absent for a new one. */
  wage?: EmployeeWageT | undefined;
  employeeName: string;
  onSave: (body: WageBody) => Promise<unknown>;
  onDone: () => void;
}

/** A wage's title and rate, in the one form shell; a rejection lands on the input it names. */
function WageForm({ currency, wage, employeeName, onSave, onDone }: WageFormProps) {
  const contract = useContractForm(wageFormSchema(currency), {
    defaultValues: wage ? wageFormValues(wage) : emptyWageForm,
  });
  return (
    <Paper withBorder p="md" radius="md">
      <ContractFormShell
        contract={contract}
        label={
          wage
            ? `Change the ${wageName(wage)} wage of ${employeeName}`
            : `New wage for ${employeeName}`
        }
        submitLabel={wage ? 'Save wage' : 'Add wage'}
        errorTitle={wage ? 'The wage was not changed' : 'The wage was not added'}
        onSave={async (body) => {
          await onSave(body);
          onDone();
        }}
        onCancel={onDone}
      >
        <WageFields currency={currency} />
      </ContractFormShell>
    </Paper>
  );
}

/**
 * An employee's wages in their drawer: the list, and adding, changing and removing one (the back
 * office's own operations; the public API only reads wages). One form open at a time.
 */
export function EmployeeWages({ employee }: { employee: V1EmployeeT }) {
  const wages = useEmployeeWages(employee.id);
  const merchant = useQuery(merchantQueryOptions());
  const currency = merchant.data?.currency;
  const createWage = useCreateWage(employee.id);
  const updateWage = useUpdateWage();
  const deleteWage = useDeleteWage();
  /** The wage whose form is open: its id, 'new', or none. */
  const [editing, setEditing] = useState<string | null>(null);
  const name = employeeFullName(employee);

  const remove = async (wage: EmployeeWageT) => {
    try {
      await deleteWage.mutateAsync(wage.id);
      notifyDone('Wage removed', `The ${wageName(wage)} wage of ${name} was removed.`);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Could not remove the wage',
        message: describeFailure(error),
      });
      throw error;
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="employee-wages-title">
      <Group justify="space-between">
        <Title order={3} size="h5" id="employee-wages-title">
          Wages
        </Title>
        {editing === null && currency ? (
          <Button size="compact-sm" variant="light" onClick={() => setEditing('new')}>
            Add wage
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        Hourly rates by job title. A shift is costed at its own wage, else at the wage for its job
        title, else at the first wage here.
      </Text>
      <QueryState query={wages} subject="wages" skeletonRows={2}>
        {(rows) =>
          rows.length === 0 && editing !== 'new' ? (
            <Text size="sm">{name} has no wage yet.</Text>
          ) : rows.length === 0 ? null : (
            <Table aria-label={`Wages of ${name}`} verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Job title</Table.Th>
                  <Table.Th ta="end">Hourly rate</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((wage) =>
                  editing === wage.id && currency ? (
                    <Table.Tr key={wage.id}>
                      <Table.Td colSpan={3}>
                        <WageForm
                          currency={currency}
                          wage={wage}
                          employeeName={name}
                          onSave={async (body) => {
                            await updateWage.mutateAsync({ id: wage.id, body });
                            notifyDone('Wage saved', `The wage of ${name} was changed.`);
                          }}
                          onDone={() => setEditing(null)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    <Table.Tr key={wage.id}>
                      <Table.Td>
                        {wage.title ?? (
                          <Text span c="dimmed" size="sm">
                            No title
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="end">
                        {wage.hourly_rate ? formatMoney(wage.hourly_rate) : 'No rate'}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            disabled={editing !== null || !currency}
                            onClick={() => setEditing(wage.id)}
                            aria-label={`Change the ${wageName(wage)} wage`}
                          >
                            Change
                          </Button>
                          <ConfirmButton
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            disabled={editing !== null}
                            title={`Remove the ${wageName(wage)} wage?`}
                            message={`${name} will no longer have the ${wageName(wage)} wage${wage.hourly_rate ? ` of ${formatMoney(wage.hourly_rate)} an hour` : ''}. Shifts already recorded keep the wage they were given.`}
                            confirmLabel="Remove wage"
                            keepLabel="Keep wage"
                            onConfirm={() => remove(wage)}
                            aria-label={`Remove the ${wageName(wage)} wage`}
                          >
                            Remove
                          </ConfirmButton>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ),
                )}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
      {editing === 'new' && currency ? (
        <WageForm
          currency={currency}
          employeeName={name}
          onSave={async (body) => {
            const wage = await createWage.mutateAsync(body);
            notifyDone('Wage added', `${name} has the ${wageName(wage)} wage now.`);
          }}
          onDone={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
