// The KYC answers and drafts are personal data of the most sensitive kind (PESEL, document, bank account): they
// are stored only sealed with AES-256-GCM under the application key (APP_ENCRYPTION_KEY, else the generated
// key of src/server/auth/secrets.ts), the same secret box as the two-factor secrets. The request id is sealed
// inside with the value and checked on opening, so a sealed value copied onto another request's row (by someone
// with database access) does not open there.
import type { AppDeps } from '../app/app-env';
import { serverSecrets } from '../auth/secrets';
import { decryptSecret, encryptSecret } from '../auth/two-factor/secret-box';

interface Envelope<T> {
  requestId: string;
  value: T;
}

/** Seals a JSON value for the request's row. */
export function sealKycValue(deps: Pick<AppDeps, 'env'>, requestId: string, value: unknown): string {
  const envelope: Envelope<unknown> = { requestId, value };
  return encryptSecret(serverSecrets(deps.env).encryptionKey, JSON.stringify(envelope));
}

/** Opens what sealKycValue made for this request; throws when altered, made with another key or for another row. */
export function openKycValue<T>(deps: Pick<AppDeps, 'env'>, requestId: string, sealed: string): T {
  const envelope = JSON.parse(decryptSecret(serverSecrets(deps.env).encryptionKey, sealed)) as Envelope<T>;
  if (envelope.requestId !== requestId) throw new Error('sealed KYC value of another request');
  return envelope.value;
}
