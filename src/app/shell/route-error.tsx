import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ErrorFallback } from '@/components/error-fallback';
import { StandalonePage } from '@/components/standalone-page';

/** Inside the app shell, which already provides the <main> landmark. */
export function RouteErrorContent({ reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  const retry = () => {
    queryErrors.reset();
    reset();
    void router.invalidate();
  };
  return <ErrorFallback onRetry={retry} />;
}

export function StandaloneRouteError(props: ErrorComponentProps) {
  return (
    <StandalonePage>
      <RouteErrorContent {...props} />
    </StandalonePage>
  );
}
