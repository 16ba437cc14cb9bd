// argon2's native binary loads on first use, not when this module is imported: the production entry first checks
// that the Node running it is one the binary supports (it crashes Node 22.12 as it loads; decision 0056).
let argon2: Promise<typeof import('argon2')> | undefined;
const loadArgon2 = () => (argon2 ??= import('argon2'));

/**
 * argon2id at OWASP's minimum (19 MiB, 2 iterations, 1 lane): about 20-30 ms per hash on one core, which
 * is what the sign-in budget (>= 10 sign-ins per second per core) leaves room for.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash (PHC string, salt included) of a password. */
export async function hashPassword(plain: string): Promise<string> {
  const lib = await loadArgon2();
  return lib.hash(plain, { type: lib.argon2id, ...ARGON2_OPTIONS });
}

let checks = 0;

/** How many password checks (argon2 verifications) this process has run: sign-in tests count them. */
export function passwordChecksRun(): number {
  return checks;
}

/** True when `plain` matches `hash`; false for a wrong password or a hash that cannot be read. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  const lib = await loadArgon2();
  checks += 1;
  try {
    return await lib.verify(hash, plain);
  } catch {
    return false;
  }
}

// A hash with ARGON2_OPTIONS of a password nobody types: checking against it costs what a real check costs.
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$HPPEV3PGozaj+l+WSZrR2Q$UjxvIicILbIIwgCpcCbedsOWnUknmuLlUIOnnWd1zqs';

/**
 * Spends the time of one password check and answers false. Called for unknown e-mails and users without a
 * password, so a sign-in attempt takes as long whether the account exists or not.
 */
export async function verifyDummyPassword(plain: string): Promise<false> {
  await verifyPassword(DUMMY_HASH, plain);
  return false;
}
