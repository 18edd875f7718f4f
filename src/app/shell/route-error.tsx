import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isConnectionFailure } from '@/api/connection';
import { ErrorFallback } from '@/components/error-fallback';
import { StandalonePage } from '@/components/standalone-page';
import { RouteChunkError } from '../route-chunks';
import { PageUnavailable, RELOAD_ATTEMPT } from './offline-state';

/**
 * The browsers' words for a module that could not be fetched (Chromium, WebKit, Firefox): here a
 * route's split loader. Chromium may keep such a failure for the rest of the document, so that
 * importing the module again fails without asking the network; the page is then opened again by
 * reloading the document once the service answers, not in place.
 */
const FAILED_MODULE_FETCH = /dynamically imported module|Importing a module script failed/i;

/** Inside the app shell, which already provides the <main> landmark. */
export function RouteErrorContent({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  const retry = () => {
    queryErrors.reset();
    reset();
    void router.invalidate();
  };
  // A page whose code or data did not come for want of a connection opens by itself later.
  if (error instanceof RouteChunkError || isConnectionFailure(error)) {
    return (
      <PageUnavailable
        onRetry={retry}
        attempt={
          error instanceof RouteChunkError
            ? error.attempt
            : error instanceof Error && FAILED_MODULE_FETCH.test(error.message)
              ? RELOAD_ATTEMPT
              : 0
        }
      />
    );
  }
  return <ErrorFallback onRetry={retry} />;
}

export function StandaloneRouteError(props: ErrorComponentProps) {
  return (
    <StandalonePage>
      <RouteErrorContent {...props} />
    </StandalonePage>
  );
}
