// The handlers of an investor's certificates of residence, each typed by its route (residence-certificates.routes.ts).
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import type { AppRouteHandler } from '../../openapi/common';
import {
  certificateFile,
  listCertificates,
  recordCertificate,
  withdrawCertificate,
} from '../../payouts/residence-certificates';
import { certificateRenewals } from '../../payouts/certificate-renewals';
import type { ROUTES } from './residence-certificates.routes';

type Routes = typeof ROUTES;

/** GET /advisor/residence-certificates/renewals -> the certificates due for renewal. */
export const renewals =
  (deps: AppDeps): AppRouteHandler<Routes['renewals']> =>
  async (c) =>
    c.json(await certificateRenewals(deps, authOf(c)), 200);

/** GET .../residence-certificates -> the investor's certificates. */
export const list =
  (deps: AppDeps): AppRouteHandler<Routes['list']> =>
  async (c) =>
    c.json(await listCertificates(deps, authOf(c), c.req.valid('param').investorId), 200);

/** POST .../residence-certificates (multipart) -> 201 the certificate. */
export const record =
  (deps: AppDeps): AppRouteHandler<Routes['record']> =>
  async (c) =>
    c.json(await recordCertificate(deps, authOf(c), c.req.valid('param').investorId, c.req.raw), 201);

/** GET .../residence-certificates/{id}/file -> the evidence. */
export const file =
  (deps: AppDeps): AppRouteHandler<Routes['file']> =>
  async (c) => {
    const { investorId, id } = c.req.valid('param');
    return certificateFile(deps, authOf(c), investorId, id);
  };

/** POST .../residence-certificates/{id}/withdraw -> the certificate, withdrawn. */
export const withdraw =
  (deps: AppDeps): AppRouteHandler<Routes['withdraw']> =>
  async (c) => {
    const { investorId, id } = c.req.valid('param');
    return c.json(await withdrawCertificate(deps, authOf(c), investorId, id), 200);
  };
