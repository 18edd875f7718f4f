import { createFileRoute } from '@tanstack/react-router';
import { personalTokensOptions } from '@/features/developer/api/developer';
import { TokensPage } from '@/features/developer/pages/tokens-page';

export const Route = createFileRoute('/_app/developer/tokens')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(personalTokensOptions());
  },
  component: TokensPage,
});
