/** Where the e2e server (scripts/e2e-server.ts) listens and leaves its access token. */
/** `E2E_PORT` moves it, so two checkouts on one machine can run their e2e tests at once. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_TOKEN_FILE = 'test-results/e2e-token.txt';
/** A second merchant's token, for tests that add data the Staff walk-through must not see. */
export const E2E_SPARE_TOKEN_FILE = 'test-results/e2e-spare-token.txt';
/** A third merchant seeded by the demo generator (deposits, cash drawers, online orders, sales). */
export const E2E_DEMO_TOKEN_FILE = 'test-results/e2e-demo-token.txt';
/**
 * Each merchant's owner as a person ({ token, email, password } as JSON), next to its token file:
 * sign in through `POST /api/auth/sign-in/email` (with `Origin: E2E_ORIGIN`) or the sign-in page.
 */
export const E2E_CREDENTIALS_FILE = 'test-results/e2e-credentials.json';
export const E2E_SPARE_CREDENTIALS_FILE = 'test-results/e2e-spare-credentials.json';
export const E2E_DEMO_CREDENTIALS_FILE = 'test-results/e2e-demo-credentials.json';
