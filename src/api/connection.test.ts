import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentConnection,
  isConnectionFailure,
  markReachable,
  markUnreachable,
  OfflineError,
} from './connection';
import { ApiRequestError } from './errors';

afterEach(() => {
  onlineManager.setOnline(true);
  markReachable();
});

describe('the connection', () => {
  it('is offline when the browser says so, unreachable when a call got no answer', () => {
    expect(currentConnection()).toBe('online');
    markUnreachable();
    expect(currentConnection()).toBe('unreachable');
    onlineManager.setOnline(false);
    expect(currentConnection()).toBe('offline');
    onlineManager.setOnline(true);
    markReachable();
    expect(currentConnection()).toBe('online');
  });

  it('knows a failure of the connection from an answer', () => {
    expect(isConnectionFailure(new OfflineError())).toBe(true);
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionFailure(new ApiRequestError(500, [{ message: 'boom' }]))).toBe(false);
  });
});
