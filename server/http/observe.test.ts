import { describe, expect, it } from 'vitest';
import { isApiPath, loggablePath } from './observe';

describe('loggablePath', () => {
  it('hides the secret of invitation and reset links', () => {
    expect(loggablePath('/app/invitations/s3cr3t/accept')).toBe('/app/invitations/…/accept');
    expect(loggablePath('/invite/s3cr3t')).toBe('/invite/…');
    expect(loggablePath('/api/auth/reset-password/tok')).toBe('/api/auth/reset-password/…');
  });

  it('leaves other paths as they are', () => {
    expect(loggablePath('/v2/payments/abc')).toBe('/v2/payments/abc');
    expect(loggablePath('/app/team/invitations')).toBe('/app/team/invitations');
  });
});

describe('isApiPath', () => {
  it('counts the sign-in and OAuth endpoints as API paths', () => {
    expect(isApiPath('/api/auth/sign-in/email')).toBe(true);
    expect(isApiPath('/oauth2/token')).toBe(true);
    expect(isApiPath('/payments')).toBe(false);
  });
});
