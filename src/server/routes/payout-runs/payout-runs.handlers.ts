// The handlers of the payout runs area, each typed by its route (payout-runs.routes.ts): input from c.req.valid,
// answers as the routes declare them. Campaign names are in the language of ?lang, else Accept-Language, else Polish.
import type { AppDeps } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { requestLanguage } from '../../campaigns/api-language';
import { listDueDates } from '../../payouts/payout-due-dates';
import { executeRun } from '../../payouts/payout-execution';
import { downloadRunFile } from '../../payouts/payout-file';
import { lineEvidenceResponse, setLineAccount } from '../../payouts/payout-line-account';
import { approveRun } from '../../payouts/payout-approval';
import { createRun, listRuns, viewRun } from '../../payouts/payout-runs';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './payout-runs.routes';

type Routes = typeof ROUTES;

/** GET /advisor/payout-runs?limit -> the runs. */
export const list =
  (deps: AppDeps): AppRouteHandler<Routes['list']> =>
  async (c) =>
    c.json(await listRuns(deps.database.db, authOf(c), c.req.valid('query'), requestLanguage(c)), 200);

/** GET /advisor/payout-due-dates -> the campaigns with dates a run can be built for. */
export const dueDates =
  (deps: AppDeps): AppRouteHandler<Routes['dueDates']> =>
  async (c) =>
    c.json(await listDueDates(deps.database.db, authOf(c), requestLanguage(c)), 200);

/** POST /advisor/payout-runs {campaignId, scheduleDate} -> 201 the draft run. */
export const create =
  (deps: AppDeps): AppRouteHandler<Routes['create']> =>
  async (c) =>
    c.json(await createRun(deps, authOf(c), c.req.valid('json'), requestLanguage(c)), 201);

/** GET /advisor/payout-runs/{id} -> the run with its lines. */
export const one =
  (deps: AppDeps): AppRouteHandler<Routes['one']> =>
  async (c) =>
    c.json(await viewRun(deps.database.db, authOf(c), c.req.valid('param').id, requestLanguage(c)), 200);

/** POST /advisor/payout-runs/{id}/approve -> the run, approved. */
export const approve =
  (deps: AppDeps): AppRouteHandler<Routes['approve']> =>
  async (c) =>
    c.json(
      await approveRun(deps, authOf(c), c.req.valid('param').id, c.req.valid('json').seen, requestLanguage(c)),
      200,
    );

/** GET /advisor/payout-runs/{id}/file -> the bank file. */
export const file =
  (deps: AppDeps): AppRouteHandler<Routes['file']> =>
  async (c) =>
    downloadRunFile(deps, authOf(c), c.req.valid('param').id);

/** POST /advisor/payout-runs/{id}/execute {executionDate} -> the run, executed. */
export const execute =
  (deps: AppDeps): AppRouteHandler<Routes['execute']> =>
  async (c) =>
    c.json(await executeRun(deps, authOf(c), c.req.valid('param').id, c.req.valid('json'), requestLanguage(c)), 200);

/** PUT /advisor/payout-runs/{id}/lines/{lineId}/account (multipart: account, file) -> the run, the line in the file. */
export const lineAccount =
  (deps: AppDeps): AppRouteHandler<Routes['lineAccount']> =>
  async (c) => {
    const { id, lineId } = c.req.valid('param');
    return c.json(await setLineAccount(deps, authOf(c), { runId: id, lineId }, c.req.raw, requestLanguage(c)), 200);
  };

/** GET /advisor/payout-runs/{id}/lines/{lineId}/account-evidence -> the evidence file (audited). */
export const lineEvidence =
  (deps: AppDeps): AppRouteHandler<Routes['lineEvidence']> =>
  async (c) => {
    const { id, lineId } = c.req.valid('param');
    return lineEvidenceResponse(deps, authOf(c), { runId: id, lineId });
  };
