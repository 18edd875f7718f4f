/**
 * Saves a screenshot of every page of the back office at desktop (1280×800) and phone (390×844)
 * size, and of the drawer its first row opens, so a person can look at them all:
 *
 *   npx tsx scripts/screenshot-pages.ts <origin> <outdir> <one-time sign-in link>
 *   npx tsx scripts/screenshot-pages.ts <origin> <outdir> <email> <password>
 *
 * The pages are the navigation's links as the signed-in person sees them, plus "Your account".
 * `COLOR_SCHEME=dark` takes them in dark mode; `CHROMIUM` names the browser (`/usr/bin/chromium`).
 * It also says which pages scroll sideways (the phone layout never should) and exits non-zero
 * when one does or a page fails to open.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

function usage(): never {
  console.error(
    'usage: npx tsx scripts/screenshot-pages.ts <origin> <outdir> <sign-in link | email password>',
  );
  process.exit(2);
}

async function signIn(context: BrowserContext, origin: string, credentials: string[]) {
  const page = await context.newPage();
  if (credentials.length === 1) {
    // The link signs in and goes on to /welcome (choose a password); the app is at the origin.
    await page.goto(credentials[0]!);
    await page.goto(origin);
  } else if (credentials.length === 2) {
    const [email, password] = credentials;
    const response = await page.request.post(`${origin}/api/auth/sign-in/email`, {
      headers: { Origin: origin },
      data: { email, password },
    });
    if (!response.ok()) throw new Error(`sign-in failed: HTTP ${response.status()}`);
    await page.goto(origin);
  } else usage();
  await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'attached' });
  await page.close();
}

/** The navigation's links (every page the person may open), then their account page. */
async function pagesOf(context: BrowserContext, origin: string): Promise<string[]> {
  const page = await context.newPage();
  await page.goto(origin);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.locator('a[href]').first().waitFor({ state: 'attached' });
  const hrefs: string[] = [];
  for (const link of await nav.locator('a[href]').all())
    hrefs.push((await link.getAttribute('href')) ?? '');
  await page.close();
  return [...new Set([...hrefs.filter((href) => href.startsWith('/')), '/account'])];
}

/** Waits for the page's requests and skeletons to settle. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .locator('.mantine-Skeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
}

// A string: this script is compiled without the DOM's types.
const scrollsSideways = (page: Page) =>
  page.evaluate<boolean>(
    'document.documentElement.scrollWidth > document.documentElement.clientWidth',
  );

async function shoot(
  browser: Browser,
  origin: string,
  outdir: string,
  credentials: string[],
): Promise<string[]> {
  const problems: string[] = [];
  const colorScheme = process.env.COLOR_SCHEME === 'dark' ? 'dark' : 'light';
  let paths: string[] = [];
  // One sign-in (a one-time link works once); both sizes use its session.
  let storageState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
  for (const size of SIZES) {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: size.viewport,
      isMobile: size.isMobile,
      hasTouch: size.isMobile,
      colorScheme,
      timezoneId: 'America/New_York',
      locale: 'en-US',
      storageState,
    });
    if (!storageState) {
      await signIn(context, origin, credentials);
      storageState = await context.storageState();
    }
    if (paths.length === 0) paths = await pagesOf(context, origin);
    const page = await context.newPage();
    for (const path of paths) {
      const slug = path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';
      const file = join(outdir, `${size.name}-${colorScheme}-${slug}.png`);
      try {
        await page.goto(path);
        await settle(page);
        await page.screenshot({ path: file, fullPage: true });
        if (await scrollsSideways(page)) problems.push(`${size.name} ${path}: scrolls sideways`);
        console.log(file);
        // The drawer the list's first row opens, if the page is a list with a link in its rows.
        const firstRowLink = page
          .getByRole('region', { name: /\(scrolls\)$/ })
          .locator('a[href]')
          .first();
        if ((await firstRowLink.count()) > 0) {
          await firstRowLink.click();
          const dialog = page.getByRole('dialog');
          await dialog.waitFor({ timeout: 5_000 }).catch(() => undefined);
          if (await dialog.isVisible()) {
            await settle(page);
            const detail = file.replace(/\.png$/, '-detail.png');
            await page.screenshot({ path: detail });
            console.log(detail);
          }
        }
      } catch (error) {
        problems.push(`${size.name} ${path}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    await context.close();
  }
  return problems;
}

async function main() {
  const [origin, outdir, ...credentials] = process.argv.slice(2);
  if (!origin || !outdir || credentials.length === 0) usage();
  mkdirSync(outdir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const problems = await shoot(browser, origin.replace(/\/$/, ''), outdir, credentials);
    for (const problem of problems) console.error(`! ${problem}`);
    process.exitCode = problems.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
  }
}

await main();
