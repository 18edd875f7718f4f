import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { asSentence } from '@/components/form-errors';
import { SCOPE_GROUPS, scopeLabel } from '../lib/scopes';

/** The `scopes` input of a form: a checklist of permissions in a manager's words, by area. */
export function ScopeChecklist() {
  const { control } = useFormContext<{ scopes: string[] }>();
  return (
    <Controller
      control={control}
      name="scopes"
      render={({ field, fieldState }) => (
        <Checkbox.Group
          value={field.value}
          onChange={field.onChange}
          label="What it may do"
          description="Choose only what the integration needs."
          error={asSentence(fieldState.error?.message)}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="sm">
            {SCOPE_GROUPS.map((group) => (
              <Fieldset key={group.label} legend={group.label} variant="filled" p="xs">
                <Stack gap={6}>
                  {group.scopes.map((scope) => (
                    <Checkbox
                      key={scope}
                      value={scope}
                      label={scopeLabel(scope)}
                      description={
                        <Text span size="xs" c="dimmed">
                          {scope}
                        </Text>
                      }
                    />
                  ))}
                </Stack>
              </Fieldset>
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    />
  );
}
