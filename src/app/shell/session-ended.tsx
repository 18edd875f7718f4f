import { lazy, Suspense } from 'react';
import { useSessionState } from '@/api/session-state';

// The notice (a dialog, and the form in it) loads only when a session ends.
const SessionEndedNotice = lazy(() =>
  import('./session-ended-notice').then((m) => ({ default: m.SessionEndedNotice })),
);

/**
 * When the service ends the person's session (a 401: signed out elsewhere, expired, removed from
 * the team), the page stays as it was, with whatever they were typing, and this asks them to sign
 * in again over it. Signed in again as the same person, every query refetches and a form whose
 * save was refused offers to finish it (ContractFormShell); as someone else, the app starts
 * afresh so nothing of the other person's page is kept. Closed, a banner keeps the way back.
 */
export function SessionEnded() {
  const session = useSessionState();
  if (session.status !== 'ended') return null;
  // Each ending starts afresh (dialog open, no problem shown).
  return (
    <Suspense fallback={null}>
      <SessionEndedNotice key={session.resumed} reason={session.reason} asked={session.asked} />
    </Suspense>
  );
}
