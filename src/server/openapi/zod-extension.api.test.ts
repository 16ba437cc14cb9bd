// A schema of src/lib built before any server module still has .openapi(): the API tests' setup loads the extension
// first (tests/support/api-setup.ts), as the server's entry points do (src/server/openapi/zod-extension.ts). This
// file imports a shared schema before anything else; without the setup it fails, as CI's PostgreSQL run did once.
import { adminConfigurationSchema } from '../../lib/contracts/landing';
import { expect, it } from 'vitest';

it('gives a shared schema built before the server modules its .openapi()', async () => {
  const { createArea } = await import('./common');
  expect(typeof createArea).toBe('function');
  expect(typeof (adminConfigurationSchema as unknown as { openapi?: unknown }).openapi).toBe('function');
});
