import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';

/**
 * The placeholder Vite writes into the built index.html (`html.cspNonce` in vite.config.ts) on
 * its script, style and `<meta property="csp-nonce">` tags; each page gets a fresh nonce in its
 * place. The web app hands it to Mantine for the style elements it creates at run time.
 */
const CSP_NONCE_PLACEHOLDER = 'LEDGERLINE_CSP_NONCE';

/** The app's policy: nothing inline, nothing from elsewhere, never framed. */
function appContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For everything that is not the app's page (JSON, assets): no content, never framed. */
export const NO_CONTENT_POLICY = "default-src 'none'; frame-ancestors 'none'";

export interface WebApp {
  /** The app's page with a fresh nonce and its policy. */
  page(c: Context): Response;
}

/** The built web app's page, or null when `webDistDir` holds no build. */
export function loadWebApp(webDistDir: string): WebApp | null {
  const indexHtml = join(webDistDir, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const template = readFileSync(indexHtml, 'utf8');
  const parts = template.split(CSP_NONCE_PLACEHOLDER);
  return {
    page(c) {
      const nonce = randomBytes(16).toString('base64');
      c.header('Content-Security-Policy', appContentSecurityPolicy(nonce));
      c.header('Cache-Control', 'no-store');
      return c.html(parts.join(nonce));
    },
  };
}
