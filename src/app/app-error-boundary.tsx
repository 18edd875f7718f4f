import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@/components/error-fallback';
import { StandalonePage } from '@/components/standalone-page';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  hasError: boolean;
}

/** Last line of defence for errors that no route error boundary catches (e.g. in the router). */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <StandalonePage>
        <ErrorFallback onRetry={() => this.setState({ hasError: false })} />
      </StandalonePage>
    );
  }
}
