import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from '@/app/app-error-boundary';
import { Providers } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { warmUpTimeFormats } from '@/lib/time-zone';

const router = createAppRouter();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <Providers queryClient={router.options.context.queryClient}>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </Providers>
  </StrictMode>,
);

// In the first idle moment, while the shell waits for its first answers (see warmUpTimeFormats).
if ('requestIdleCallback' in window) requestIdleCallback(warmUpTimeFormats, { timeout: 1000 });
else setTimeout(warmUpTimeFormats, 0);
