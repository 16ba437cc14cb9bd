// The handlers of the bank statements area, each typed by its route (bank-statements.routes.ts): input from
// c.req.valid, the statement's bytes from the body (at most the upload limit), answers as the routes declare them.
import type { AppDeps } from '../../app/app-env';
import { readBodyBytes } from '../../app/body-limit';
import { authOf } from '../../auth/require-auth';
import { importStatement, listBankEntries } from '../../payments/bank-import';
import { assignBankEntry, dismissBankEntry } from '../../payments/bank-queue';
import { listStatements, readCsvMapping, saveCsvMapping } from '../../payments/bank-desk';
import { UPLOAD_REQUEST_LIMIT } from '../../uploads/upload-limits';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './bank-statements.routes';

type Routes = typeof ROUTES;

/** POST /advisor/bank-statements?fileName -> 201 what the import did. */
export const importFile =
  (deps: AppDeps): AppRouteHandler<Routes['import']> =>
  async (c) => {
    const bytes = await readBodyBytes(c.req.raw, UPLOAD_REQUEST_LIMIT);
    const fileName = c.req.valid('query').fileName?.trim() || 'statement';
    return c.json(await importStatement(deps, authOf(c), { fileName, bytes }), 201);
  };

/** GET /advisor/bank-entries?state&limit -> the entries. */
export const entries =
  (deps: AppDeps): AppRouteHandler<Routes['entries']> =>
  async (c) =>
    c.json(await listBankEntries(deps.database.db, authOf(c), c.req.valid('query')), 200);

/** POST /advisor/bank-entries/{id}/assign {offer, note?} -> the entry, assigned. */
export const assign =
  (deps: AppDeps): AppRouteHandler<Routes['assign']> =>
  async (c) =>
    c.json(await assignBankEntry(deps, authOf(c), c.req.valid('param').id, c.req.valid('json')), 200);

/** POST /advisor/bank-entries/{id}/dismiss {note} -> the entry, dismissed. */
export const dismiss =
  (deps: AppDeps): AppRouteHandler<Routes['dismiss']> =>
  async (c) =>
    c.json(await dismissBankEntry(deps, authOf(c), c.req.valid('param').id, c.req.valid('json')), 200);

/** GET /advisor/bank-statements?limit -> the statements imported, newest first. */
export const statements =
  (deps: AppDeps): AppRouteHandler<Routes['statements']> =>
  async (c) =>
    c.json(await listStatements(deps.database.db, authOf(c), c.req.valid('query')), 200);

/** GET /advisor/bank-csv-mapping -> the mapping or null. */
export const csvMapping =
  (deps: AppDeps): AppRouteHandler<Routes['csvMapping']> =>
  async (c) =>
    c.json(await readCsvMapping(deps.database.db, authOf(c)), 200);

/** PUT /advisor/bank-csv-mapping {mapping} -> the mapping, saved. */
export const putCsvMapping =
  (deps: AppDeps): AppRouteHandler<Routes['saveCsvMapping']> =>
  async (c) =>
    c.json(await saveCsvMapping(deps, authOf(c), c.req.valid('json')), 200);
