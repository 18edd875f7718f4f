import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { describeFailure } from '@/components/form-errors';
import { meKeys, meQueryOptions, type Me } from '@/api/me';
import { askToSignInAgain, resumeSession } from '@/api/session-state';
import { signOut } from '../sign-out';

const SignInForm = lazy(() => import('./sign-in-form').then((m) => ({ default: m.SignInForm })));

/** The ended session's banner and its dialog to sign in again (see `SessionEnded`). */
export function SessionEndedNotice({ reason, asked }: { reason: string; asked: number }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  // The ask the dialog was closed on; a new ask (a form's "Sign in again") opens it again.
  const [closedOn, setClosedOn] = useState<number | null>(null);
  const dismissed = closedOn === asked;
  const [problem, setProblem] = useState<string | null>(null);

  const signedIn = async () => {
    const before = queryClient.getQueryData<Me>(meKeys.all);
    try {
      const me = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      if (before && me.id !== before.id) {
        window.location.assign('/');
        return;
      }
      resumeSession();
      void queryClient.invalidateQueries();
    } catch (error) {
      setProblem(describeFailure(error));
    }
  };
  const toSignInPage = () => void signOut(router, { returnHere: true, endSession: false });

  return (
    <>
      <Alert
        color="red"
        variant="light"
        icon={<IconLock size={18} aria-hidden />}
        title="Your session has ended"
        mb="md"
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm">What you entered is kept on this page until you sign in again.</Text>
          <Button size="xs" onClick={askToSignInAgain}>
            Sign in again
          </Button>
        </Group>
      </Alert>
      <Modal
        opened={!dismissed}
        onClose={() => setClosedOn(asked)}
        title="Sign in again"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Alert color="yellow" icon={<IconLock size={18} aria-hidden />}>
            {reason}
          </Alert>
          <Text size="sm">
            Nothing you entered is lost: it stays on the page behind this. Sign in here, then finish
            what you were doing.
          </Text>
          {problem ? (
            <Alert color="red" title="Could not go on" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Suspense fallback={null}>
            <SignInForm onSignedIn={() => void signedIn()} />
          </Suspense>
          <Button variant="subtle" size="sm" onClick={toSignInPage}>
            Leave this page to sign in
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
