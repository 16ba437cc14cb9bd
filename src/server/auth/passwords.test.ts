import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyDummyPassword, verifyPassword } from './passwords';

/** The algorithm and cost of a PHC string: `$argon2id$v=19$m=19456,p=1,t=2` (salt and hash left out). */
const costOf = (hash: string) => {
  const [, algorithm, version, params] = hash.split('$');
  return { algorithm, version, params: params!.split(',').sort() };
};

describe('passwords', () => {
  it('hashes with argon2id and verifies the right password only', async () => {
    const hash = await hashPassword('Correct!Passw0rd');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'Correct!Passw0rd')).toBe(true);
    expect(await verifyPassword(hash, 'Wrong!Passw0rd')).toBe(false);
    expect(await verifyPassword('not a hash', 'Correct!Passw0rd')).toBe(false);
  });

  it('checks unknown accounts against a hash of the same cost as real ones (equal sign-in time)', async () => {
    expect(costOf(DUMMY_HASH)).toEqual(costOf(await hashPassword('any password')));
    expect(await verifyDummyPassword('any password')).toBe(false);
  });
});
