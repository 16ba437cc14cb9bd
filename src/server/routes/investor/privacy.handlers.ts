// The handlers of the investor's GDPR requests, each typed by its route (privacy.routes.ts): input from c.req.valid,
// answers as the route declares them.
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import type { AppRouteHandler } from '../../openapi/common';
import { dataExportResponse, privacyView, requestDataExport } from '../../privacy/data-export';
import { answerErasure } from '../../privacy/erasure';
import type { ROUTES } from './privacy.routes';

type Routes = typeof ROUTES;

/** GET /investor-api/privacy. */
export const view =
  (deps: AppDeps): AppRouteHandler<Routes['view']> =>
  async (c) =>
    c.json(await privacyView(deps.database.db, deps.clock, authOf(c)), 200);

/** POST /investor-api/privacy/export -> 202. */
export const requestExport =
  (deps: AppDeps): AppRouteHandler<Routes['export']> =>
  async (c) =>
    c.json(await requestDataExport(deps, authOf(c)), 202);

/** GET /investor-api/privacy/export/:id: the ZIP as a file response. */
export const download =
  (deps: AppDeps): AppRouteHandler<Routes['download']> =>
  async (c) =>
    dataExportResponse(deps, authOf(c), c.req.valid('param').id);

/** POST /investor-api/privacy/erasure -> 201. */
export const erasure =
  (deps: AppDeps): AppRouteHandler<Routes['erasure']> =>
  async (c) =>
    c.json(await answerErasure(deps, authOf(c)), 201);
