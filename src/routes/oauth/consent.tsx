import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ConsentQuery } from '@/api/schemas/developer';
import { ConsentPage } from '@/features/developer/pages/consent-page';

/** The router parses search values as JSON (`state=123` is a number): OAuth wants the text. */
function asText(raw: Record<string, unknown>): Record<string, string> {
  const source =
    typeof raw.oauth === 'object' && raw.oauth !== null
      ? (raw.oauth as Record<string, unknown>)
      : raw;
  return Object.fromEntries(
    Object.entries(source)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
}

/**
 * OAuth consent (from /oauth2/authorize): standalone. Whether someone is signed in is the
 * service's answer (a session cookie): signed out, its 401 sends them to sign in and back here
 * (the app's one 401 handling, `src/app/query-client.ts`).
 */
export const Route = createFileRoute('/oauth/consent')({
  // The OAuth parameters sit under one key of their own, so that their names (`state`, `scope`)
  // do not join the search types of the app's other routes. The contract's schema reads them in
  // the page's own code: route validators are part of the app's first download.
  validateSearch: (raw: Record<string, unknown>): { oauth: Record<string, string> } => ({
    oauth: asText(raw),
  }),
  component: function Consent() {
    const { oauth } = Route.useSearch();
    const query = useMemo(() => ConsentQuery.catch({}).parse(oauth), [oauth]);
    return <ConsentPage query={query} />;
  },
});
