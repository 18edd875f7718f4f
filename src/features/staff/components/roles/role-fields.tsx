import { Checkbox, Stack, Switch } from '@mantine/core';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { asSentence } from '@/components/form-errors';
import { TextField } from '@/components/form-fields';
import {
  allPermissions,
  permissionLabels,
  type RolePermission,
} from '@/lib/role-permission-labels';

export interface RoleFormValues {
  name: string;
  permissions: RolePermission[];
  is_owner: boolean;
}

/** The inputs shared by the create and edit role forms (each validates with its own schema). */
export function RoleFields() {
  const { control } = useFormContext<RoleFormValues>();
  return (
    <Stack gap="lg">
      <TextField
        control={control}
        name="name"
        label="Name"
        autoComplete="off"
        withAsterisk
        data-autofocus
      />
      <OwnerSwitch />
      <PermissionsChecklist />
    </Stack>
  );
}

function OwnerSwitch() {
  const { control } = useFormContext<RoleFormValues>();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'is_owner' });

  return (
    <Switch
      ref={ref}
      label="Owner role"
      description="An owner role grants every permission, whatever is checked below."
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
      onBlur={onBlur}
      error={asSentence(fieldState.error?.message)}
    />
  );
}

function PermissionsChecklist() {
  const { control } = useFormContext<RoleFormValues>();
  const isOwner = useWatch({ control, name: 'is_owner' });
  const {
    field: { value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'permissions' });

  return (
    <Checkbox.Group
      label="Permissions"
      description={
        isOwner ? 'Owners have every permission.' : 'What employees with this role may do.'
      }
      value={isOwner ? [...allPermissions] : value}
      onChange={(next) => onChange(next.filter(isPermission))}
      error={asSentence(fieldState.error?.message)}
    >
      <Stack gap="xs" mt="xs">
        {allPermissions.map((permission) => (
          <Checkbox
            key={permission}
            value={permission}
            label={permissionLabels[permission]}
            disabled={isOwner}
            onBlur={onBlur}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function isPermission(value: string): value is RolePermission {
  return (allPermissions as readonly string[]).includes(value);
}
