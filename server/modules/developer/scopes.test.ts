import { describe, expect, it } from 'vitest';
import { redirectUrlProblem } from './redirect-urls';

describe('redirect URLs an app may register', () => {
  it.each([
    'https://app.example/cb',
    'http://localhost:3000/cb',
    'http://127.0.0.1/cb',
    'http://[::1]:8080/',
  ])('accepts %s', (url) => expect(redirectUrlProblem(url)).toBeNull());
  it.each([
    'http://app.example/cb',
    'http://localhost.evil.example/cb',
    'javascript:alert(1)',
    'https://app.example/cb#x',
    'https://user:pw@app.example/cb',
    '/relative',
  ])('refuses %s', (url) => expect(redirectUrlProblem(url)).not.toBeNull());
});
