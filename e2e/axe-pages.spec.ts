import type { Browser, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';

// Every page of the navigation (as the owner of the demo merchant sees it) and "Your account",
// in light and dark, at desktop and phone size, with axe: no serious or critical WCAG 2.1 A/AA
// violation. One test per size and scheme, each walking the pages on one page. In dark mode only
// the colour contrast is checked again (the scheme changes colours, nothing else).

const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

/** The navigation's links, then the account page. */
async function pagesOf(page: Page): Promise<string[]> {
  const links = page.getByRole('navigation', { name: 'Main' }).locator('a[href]');
  await expect(links.first()).toBeAttached();
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  return [...new Set([...hrefs.filter((href) => href.startsWith('/')), '/account'])];
}

async function openPage(browser: Browser, size: keyof typeof SIZES, dark: boolean) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    ...SIZES[size],
    colorScheme: dark ? 'dark' : 'light',
  });
  return context.newPage();
}

for (const size of ['desktop', 'phone'] as const) {
  for (const dark of [false, true]) {
    test(`every page at ${size} size in ${dark ? 'dark' : 'light'} mode passes axe`, async ({
      browser,
      signIn,
      demoToken,
    }) => {
      test.setTimeout(240_000);
      const page = await openPage(browser, size, dark);
      await signIn(page, demoToken);
      await expect(page.locator('html')).toHaveAttribute(
        'data-mantine-color-scheme',
        dark ? 'dark' : 'light',
      );
      const paths = await pagesOf(page);
      expect(paths.length).toBeGreaterThan(15);
      for (const path of paths) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 10_000 });
          await expectNoA11yViolations(page, dark ? { rules: ['color-contrast'] } : {});
        });
      }
      if (size === 'phone') {
        await test.step('the navigation drawer, open', async () => {
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeInViewport({
            ratio: 0.9,
          });
          await expectNoA11yViolations(page);
        });
      }
      await page.context().close();
    });
  }
}
