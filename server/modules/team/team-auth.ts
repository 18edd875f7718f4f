/**
 * What the Team area needs from the sign-in machinery (core's better-auth instance and mailer),
 * handed to its routes by `server/app.ts`, so this module does not reach into `server/auth/`.
 */
export interface TeamAuth {
  /** better-auth's password hash, as its own sign-up stores it. */
  hashPassword: (password: string) => Promise<string>;
  /**
   * Signs the person in through better-auth (a new session), answering the `Set-Cookie` header
   * values to send back.
   */
  signIn: (
    email: string,
    password: string,
    request: { headers: Headers; address: string },
  ) => Promise<string[]>;
  /** A one-time password-reset link for the person (also mailed when SMTP is configured). */
  resetLink: (email: string, origin: string) => Promise<string>;
  /** Sends a plain-text mail when SMTP is configured; false when it is not (nothing sent). */
  mail: (message: { to: string; subject: string; text: string }) => Promise<boolean>;
}
