import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { magicLink, twoFactor } from 'better-auth/plugins';
import type { AppConfig } from '../config';
import type { Database } from '../db';
import { loadSharedSecret } from '../db/shared-secret';
import { silentLogger, type Logger } from '../log';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER } from './auth-paths';
import type { Mailer } from './mailer';

/**
 * People sign in through better-auth (https://better-auth.com), mounted at /api/auth on our own
 * Kysely instance; its tables come from migration 0007. Passwords are hashed with better-auth's
 * scrypt (N=16384, r=16, p=1: Argon2id is not built in, and scrypt is the equivalent the issue
 * allows). Sessions live in the database only (no cookie cache), so ending one holds at once.
 *
 * Sign-up is off: people come from the owner's invitations, the demo seed and tests
 * (`createPerson`). The magic-link plugin's request path is off too: the service itself makes
 * one-time sign-in links (`oneTimeSignInLink`), e.g. the link `npm start` prints for the owner.
 */

/** How long a one-time sign-in link works. */
const SIGN_IN_LINK_SECONDS = 15 * 60;
/** How long a password-reset link works. */
const RESET_LINK_SECONDS = 60 * 60;
const MIN_PASSWORD_LENGTH = 10;

export interface AuthDeps {
  database: Database;
  config: Pick<AppConfig, 'publicUrl' | 'authSecret' | 'sessionDays'>;
  mailer?: Mailer | undefined;
  logger?: Logger;
}

/** Links made during `captureLinks(work)` are handed to its caller instead of (only) mailed. */
const linkCapture = new AsyncLocalStorage<{ url?: string }>();

async function deliver(
  deps: AuthDeps,
  to: string,
  url: string,
  subject: string,
  text: (url: string) => string,
) {
  const capture = linkCapture.getStore();
  if (capture) capture.url = url;
  if (deps.mailer) await deps.mailer.send({ to, subject, text: text(url) });
  else if (!capture) {
    // Never the link itself: it signs someone in.
    (deps.logger ?? silentLogger).warn(
      { to },
      'a link could not be delivered: no SMTP_URL is configured and no one asked for it',
    );
  }
}

function buildAuth(deps: AuthDeps, secret: string) {
  const { database, config } = deps;
  const logger = deps.logger ?? silentLogger;
  const publicUrl = config.publicUrl ? new URL(config.publicUrl) : undefined;
  const secure = publicUrl?.protocol === 'https:';
  return betterAuth({
    appName: 'Ledgerline',
    secret,
    basePath: AUTH_BASE_PATH,
    // With PUBLIC_URL, that origin; without (the embedded demo, tests), the request's own host.
    baseURL: config.publicUrl ?? { allowedHosts: ['*'], protocol: 'http' },
    trustedOrigins: publicUrl ? [publicUrl.origin] : [],
    database: { db: database.db, type: database.engine, transaction: true },
    telemetry: { enabled: false },
    // Our own throttle guards sign-in (per account and per address, http/sign-in-throttle.ts);
    // two-factor codes lock after failures (the plugin's own counter); links are single-use.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await deliver(
          deps,
          user.email,
          url,
          'Set a new Ledgerline password',
          (link) =>
            `Someone asked for a new password for your Ledgerline sign-in (${user.email}).\n\n` +
            `Choose a new password here (the link works once, for an hour):\n${link}\n\n` +
            'If you did not ask for this, ignore this mail; your password stays as it is.',
        );
      },
    },
    session: {
      expiresIn: config.sessionDays * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      cookieCache: { enabled: false },
    },
    // list-sessions and get-session answer with raw session tokens, which page scripts must never
    // read: the web app lists and ends sessions by id through /app/me/sessions and learns who is
    // signed in from /app/me. Server code calls auth.api.getSession directly (not over HTTP).
    disabledPaths: ['/sign-in/magic-link', '/sign-up/email', '/list-sessions', '/get-session'],
    plugins: [
      twoFactor({ issuer: 'Ledgerline' }),
      passkey({
        rpID: publicUrl?.hostname ?? 'localhost',
        rpName: 'Ledgerline',
        ...(publicUrl ? { origin: publicUrl.origin } : {}),
      }),
      magicLink({
        expiresIn: SIGN_IN_LINK_SECONDS,
        disableSignUp: true,
        storeToken: 'hashed',
        sendMagicLink: async ({ email, url }) => {
          await deliver(
            deps,
            email,
            url,
            'Sign in to Ledgerline',
            (link) =>
              `Sign in to Ledgerline with this link (it works once, for 15 minutes):\n${link}`,
          );
        },
      }),
    ],
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: secure,
      cookiePrefix: 'ledgerline',
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    logger: {
      level: 'warn',
      log: (level, message) => {
        // Without PUBLIC_URL the base URL is the request's on purpose.
        if (message.includes('Base URL is not set')) return;
        logger[level === 'debug' ? 'debug' : level]({ component: 'better-auth' }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof buildAuth>;

/** better-auth on the service's database, with its per-install secret (or BETTER_AUTH_SECRET). */
export async function createAuth(deps: AuthDeps): Promise<Auth> {
  const secret =
    deps.config.authSecret ?? (await loadSharedSecret(deps.database.db, 'better-auth-secret'));
  return buildAuth(deps, secret);
}

export interface NewPerson {
  email: string;
  name: string;
  /** None: they sign in by a one-time link and choose one (the demo owner). */
  password?: string | undefined;
}

/**
 * Creates a person (better-auth's `user`, and a credential account when a password is given).
 * Sign-up being closed, this is how people come to exist: accepted invitations, seeds, tests.
 */
export async function createPerson(auth: Auth, person: NewPerson): Promise<{ userId: string }> {
  const ctx = await auth.$context;
  if (person.password !== undefined) {
    if (person.password.length < MIN_PASSWORD_LENGTH) {
      throw new Error(`a password must be at least ${MIN_PASSWORD_LENGTH} characters`);
    }
  }
  const hash = person.password === undefined ? undefined : await ctx.password.hash(person.password);
  const user = await ctx.internalAdapter.createUser(
    {
      email: person.email.toLowerCase(),
      name: person.name,
      emailVerified: true,
    },
    { method: 'admin' },
  );
  if (hash !== undefined) {
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
  }
  return { userId: user.id };
}

/** Headers for a server-side call that makes a link on `baseUrl` (the address people use). */
function linkHeaders(baseUrl: string): Headers {
  const url = new URL(baseUrl);
  return new Headers({ host: url.host, origin: url.origin });
}

/**
 * A one-time link (15 minutes, one use) that signs `email` in and lands on `callbackPath`. Also
 * mailed when SMTP is configured.
 */
export async function oneTimeSignInLink(
  auth: Auth,
  { email, baseUrl, callbackPath = '/' }: { email: string; baseUrl: string; callbackPath?: string },
): Promise<string> {
  return captureLinks(() =>
    auth.api.signInMagicLink({
      body: { email, callbackURL: callbackPath },
      headers: linkHeaders(baseUrl),
    }),
  );
}

/**
 * A one-time password-reset link for `email` (an hour, one use), landing on the web app's
 * `/reset-password` page; also mailed when SMTP is configured. Null when no such person has a
 * password to reset (better-auth answers the same either way, and sends nothing).
 */
export async function passwordResetLink(
  auth: Auth,
  { email, baseUrl }: { email: string; baseUrl: string },
): Promise<string | null> {
  try {
    return await captureLinks(() =>
      auth.api.requestPasswordReset({
        body: { email, redirectTo: '/reset-password' },
        headers: linkHeaders(baseUrl),
      }),
    );
  } catch (error) {
    if (error instanceof NoLinkError) return null;
    throw error;
  }
}

class NoLinkError extends Error {}

/** Runs `work` and returns the link it made (rather than only mailing it). */
async function captureLinks(work: () => Promise<unknown>): Promise<string> {
  const store: { url?: string } = {};
  await linkCapture.run(store, work);
  if (store.url === undefined) throw new NoLinkError('no link was made');
  return store.url;
}
