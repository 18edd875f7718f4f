import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import type { Permission } from '@/api/schemas/permissions';
import { asSentence } from '@/components/form-errors';
import { isPermission, permissionGroups } from '../lib/permission-groups';

/** The form's `permissions`: the catalog as a checklist, one section per area. */
export function PermissionsChecklist({ readOnly = false }: { readOnly?: boolean }) {
  const { control } = useFormContext<{ permissions: Permission[] }>();
  const {
    field: { value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'permissions' });
  const groups = permissionGroups();
  return (
    <Checkbox.Group
      label="Permissions"
      description="What people with this set may do. People, bank accounts and apps stay the owner's."
      value={value}
      onChange={(next) => onChange(next.filter(isPermission))}
      error={asSentence(fieldState.error?.message)}
      withAsterisk={!readOnly}
    >
      <SimpleGrid cols={1} spacing="sm" mt="xs">
        {groups.map((group) => (
          <Fieldset key={group.area} legend={group.area} variant="filled" p="sm">
            <Stack gap={8}>
              {group.permissions.map((permission) => (
                <Checkbox
                  key={permission.key}
                  value={permission.key}
                  label={permission.label}
                  disabled={readOnly}
                  onBlur={onBlur}
                />
              ))}
            </Stack>
          </Fieldset>
        ))}
      </SimpleGrid>
      {readOnly ? (
        <Text size="sm" c="dimmed" mt="xs">
          Built-in sets cannot be changed; copy this one to make your own.
        </Text>
      ) : null}
    </Checkbox.Group>
  );
}
