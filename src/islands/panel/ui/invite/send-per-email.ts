// One request per e-mail, each settled on its own (SPEC section 7): a failed address never stops the others,
// and the dialog reports every address with its own result.

/** An address the dialog refused before sending (malformed): it fails alone, like a refused request. */
export class InvalidEmailError extends Error {
  constructor(readonly email: string) {
    super(`invalid e-mail address: ${email}`);
    this.name = 'InvalidEmailError';
  }
}

interface FailedEmail {
  email: string;
  error: unknown;
}

export interface PerEmailResult {
  /** Addresses whose request succeeded, in the order typed. */
  sent: string[];
  /** Addresses that failed (refused locally or by the server), in the order typed. */
  failed: FailedEmail[];
}

/** all: every address went out; partial: some did ('Not all invitation(s) have been sent!'); none: not one. */
export type SendOutcome = 'all' | 'partial' | 'none';

/**
 * Sends `send(email)` for every valid address at once with Promise.allSettled; `invalid` addresses fail
 * without a request. The order of the results is the order of the field (invalid ones after the valid).
 */
export async function sendPerEmail(
  emails: readonly string[],
  send: (email: string) => Promise<unknown>,
  invalid: readonly string[] = [],
): Promise<PerEmailResult> {
  const settled = await Promise.allSettled(emails.map((email) => send(email)));
  const sent: string[] = [];
  const failed: FailedEmail[] = [];
  settled.forEach((result, index) => {
    const email = emails[index]!;
    if (result.status === 'fulfilled') sent.push(email);
    else failed.push({ email, error: result.reason });
  });
  for (const email of invalid) failed.push({ email, error: new InvalidEmailError(email) });
  return { sent, failed };
}

/** Which of the three reports a result gets. */
export function outcomeOf(result: PerEmailResult): SendOutcome {
  if (result.failed.length === 0) return 'all';
  return result.sent.length > 0 ? 'partial' : 'none';
}
