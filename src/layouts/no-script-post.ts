import { unsafeCharacter } from '../lib/validation/text-hygiene';

/**
 * A sign-in form submitted without JavaScript (the forms post to their own page so a password never lands in
 * a GET URL). Signing in needs JavaScript (tokens live in localStorage), so the page answers with a notice and
 * shows the form again: this returns the e-mail to refill, never the password or token. Undefined for a GET.
 */
export async function readNoScriptPost(request: Request): Promise<{ email: string } | undefined> {
  if (request.method !== 'POST') return undefined;
  const type = request.headers.get('content-type') ?? '';
  const isForm = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
  // A malformed body only costs the refill: the answer is the same notice either way.
  const form = isForm ? await request.formData().catch(() => undefined) : undefined;
  const email = form?.get('email');
  // Never echo NUL, lone surrogates or control characters into the page (decision record 0021).
  return { email: typeof email === 'string' && !unsafeCharacter(email.trim()) ? email.trim().slice(0, 254) : '' };
}
