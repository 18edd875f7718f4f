import type { QueryClient } from '@tanstack/react-query';
import type { Auth } from './session';

export interface RouterContext {
  queryClient: QueryClient;
  auth: Auth;
}
