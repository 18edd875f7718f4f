import { useDocumentTitle } from '@mantine/hooks';

export const PRODUCT_NAME = 'Ledgerline';

/** Sets the tab title to "<page> · Ledgerline". */
export function usePageTitle(page: string) {
  useDocumentTitle(`${page} · ${PRODUCT_NAME}`);
}
