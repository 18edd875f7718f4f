import { describe, expect, it } from 'vitest';
import { hashToken } from './tokens';

describe('hashToken', () => {
  // Tokens are stored only as this digest: a change to how it is computed would lock out every
  // token already issued.
  it('is the hex SHA-256 of the token as UTF-8', () => {
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hashToken('é')).toBe('4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c');
  });
});
