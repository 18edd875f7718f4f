import { List, Text } from '@mantine/core';
import { scopeLabel } from '../lib/scopes';

/** Scopes as a short list of sentences (the wire names in a tooltip). */
export function ScopeSummary({ scopes }: { scopes: readonly string[] }) {
  if (scopes.length === 0) return <Text c="dimmed">None</Text>;
  return (
    <Text size="sm" title={scopes.join(' ')} lineClamp={2}>
      {scopes.map(scopeLabel).join('; ')}
    </Text>
  );
}

export function ScopeList({ scopes }: { scopes: readonly string[] }) {
  return (
    <List spacing={4} size="sm">
      {scopes.map((scope) => (
        <List.Item key={scope}>{scopeLabel(scope)}</List.Item>
      ))}
    </List>
  );
}
