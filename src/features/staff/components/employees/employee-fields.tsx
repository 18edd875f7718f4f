import { MultiSelect, Select, SimpleGrid, Stack } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import type { Location } from '@/api/account';
import type { V1EmployeeRoleT } from '@/api/schemas/roles';
import { asSentence } from '@/components/form-errors';
import { TextField } from '@/components/form-fields';

/** What the employee form holds: every input present; empty optional texts are `null`. */
export interface EmployeeFormValues {
  first_name: string;
  last_name: string;
  email: string | null;
  external_id: string | null;
  /** Zero or one role id, as the API takes it. */
  role_ids: string[];
  authorized_location_ids: string[];
}

/** The Select's value for "no role"; role ids are never empty, so '' cannot clash. */
const NO_ROLE = '';

interface EmployeeFieldsProps {
  /** `undefined` while loading. */
  roles: V1EmployeeRoleT[] | undefined;
  /** `undefined` while loading. */
  locations: Location[] | undefined;
}

/**
 * The inputs shared by the create and edit forms. Each form validates with its own contract schema
 * (create or update body) but holds the same values, so the inputs read them from the form context.
 */
export function EmployeeFields({ roles, locations }: EmployeeFieldsProps) {
  const { control } = useFormContext<EmployeeFormValues>();
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextField
          control={control}
          name="first_name"
          label="First name"
          autoComplete="off"
          withAsterisk
          data-autofocus
        />
        <TextField
          control={control}
          name="last_name"
          label="Last name"
          autoComplete="off"
          withAsterisk
        />
      </SimpleGrid>
      <TextField
        emptyAsNull
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="off"
      />
      <TextField
        emptyAsNull
        control={control}
        name="external_id"
        label="External ID"
        description="Your own reference, such as a payroll number."
        autoComplete="off"
      />
      <RoleField roles={roles} />
      <LocationsField locations={locations} />
    </Stack>
  );
}

function RoleField({ roles }: Pick<EmployeeFieldsProps, 'roles'>) {
  const { control } = useFormContext<EmployeeFormValues>();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'role_ids' });
  const data = [
    { value: NO_ROLE, label: 'No role' },
    ...(roles ?? []).map((role) => ({
      value: role.id,
      label: role.is_owner ? `${role.name} (owner)` : role.name,
    })),
  ];

  return (
    <Select
      ref={ref}
      label="Role"
      description="An employee has at most one role."
      data={data}
      value={value[0] ?? NO_ROLE}
      onChange={(id) => onChange(id ? [id] : [])}
      onBlur={onBlur}
      allowDeselect={false}
      disabled={!roles}
      placeholder={roles ? undefined : 'Loading roles…'}
      error={asSentence(fieldState.error?.message)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

function LocationsField({ locations }: Pick<EmployeeFieldsProps, 'locations'>) {
  const { control } = useFormContext<EmployeeFormValues>();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'authorized_location_ids' });

  return (
    <MultiSelect
      ref={ref}
      label="Authorized locations"
      description="Locations where the employee may work."
      data={(locations ?? []).map((location) => ({
        value: location.id,
        label: location.status === 'ACTIVE' ? location.name : `${location.name} (inactive)`,
      }))}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      searchable
      clearable
      disabled={!locations}
      placeholder={value.length > 0 ? undefined : locations ? 'No locations' : 'Loading locations…'}
      nothingFoundMessage="No matching location"
      error={asSentence(fieldState.error?.message)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
