import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { isConnectionFailure } from '@/api/connection';
import { ErrorFallback } from '@/components/error-fallback';
import { StandalonePage } from '@/components/standalone-page';
import { RouteChunkError } from '../route-chunks';
import { PageUnavailable } from './offline-state';

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
        attempt={error instanceof RouteChunkError ? error.attempt : 0}
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
