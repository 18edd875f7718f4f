import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from './errors';
import { askToSignInAgain, currentSessionState, endSession, resumeSession } from './session-state';

afterEach(() => resumeSession());

describe('the session as the page knows it', () => {
  it('ends with the reason the service gave, once, and counts each sign-in again', () => {
    const before = currentSessionState().resumed;
    endSession(new ApiRequestError(401, [{ message: 'Your session has ended: sign in again.' }]));
    endSession(new ApiRequestError(401, [{ message: 'Another 401 while it is ended' }]));
    expect(currentSessionState()).toEqual({
      status: 'ended',
      reason: 'Your session has ended: sign in again.',
      resumed: before,
      asked: 0,
    });
    askToSignInAgain();
    expect(currentSessionState()).toMatchObject({ status: 'ended', asked: 1 });
    resumeSession();
    expect(currentSessionState()).toEqual({ status: 'active', resumed: before + 1 });
    resumeSession();
    expect(currentSessionState().resumed).toBe(before + 1);
  });

  it('gives a reason of its own when the error says none', () => {
    endSession(new Error('not a 401'));
    const state = currentSessionState();
    expect(state.status === 'ended' && state.reason).toMatch(/^Your session has ended/);
  });
});
