import { describe, expect, it } from 'vitest';
import { OAUTH_SCOPES } from '@/api/schemas/developer';
import { SCOPE_GROUPS, scopeLabel } from './scopes';

describe('scopes in a manager’s words', () => {
  it('names every scope and falls back to the wire name', () => {
    for (const scope of OAUTH_SCOPES) expect(scopeLabel(scope)).not.toBe(scope);
    expect(scopeLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });

  it('offers each scope at most once', () => {
    const offered = SCOPE_GROUPS.flatMap((g) => g.scopes);
    expect(new Set(offered).size).toBe(offered.length);
  });
});
