// The handlers of the complaint routes, each typed by its route (complaints.routes.ts): input from c.req.valid,
// answers as the route declares them. The complaint form is multipart: the handlers read it themselves.
import type { AppDeps } from '../../app/app-env';
import { requestLanding, tokenLanding } from '../../app/request-landing';
import { clientIp } from '../../auth/client-ip';
import { authOf } from '../../auth/require-auth';
import { requestLanguage } from '../../campaigns/api-language';
import { receivePublicComplaint } from '../../complaints/complaint-form-page';
import {
  admitComplaint,
  answerComplaint,
  complaintAttachmentResponse,
  complaintForCoordinator,
  extendComplaint,
  listComplaints,
  takeUpComplaint,
} from '../../complaints/complaint-handling';
import { investorComplaints, submitComplaint } from '../../complaints/complaints';
import type { AppRouteHandler } from '../../openapi/common';
import { readMultipartForm } from '../../uploads/multipart-upload';
import type { ROUTES } from './complaints.routes';

type Routes = typeof ROUTES;

/** The complaint form's fields and its optional attachment (the body keeps its line breaks). */
const readForm = (request: Request, deps: AppDeps) =>
  readMultipartForm(request, deps.storage, { fileRequired: false, multiLine: (name) => name === 'body' });

/** POST /public-api/complaints (multipart) -> 201 ComplaintSummary. */
export const publicSend =
  (deps: AppDeps): AppRouteHandler<Routes['publicSend']> =>
  async (c) => {
    // The landing first: a refused Context-Id costs no upload.
    const landing = await requestLanding(deps, c);
    // A token counts on its own landing's hosts only (decision 0022): elsewhere the complaint is a visitor's.
    const tokenLandingId = await tokenLanding(deps, c, () => new Error('foreign')).then(
      (owner) => (owner.id === landing.id ? owner.id : null),
      () => null,
    );
    const { summary } = await receivePublicComplaint(deps, {
      request: c.req.raw,
      landing,
      tokenLandingId,
      language: requestLanguage(c),
      ip: clientIp(c, deps.env),
    });
    return c.json(summary, 201);
  };

/** GET /investor-api/complaints: the investor's own, newest first. */
export const investorList =
  (deps: AppDeps): AppRouteHandler<Routes['investorList']> =>
  async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await investorComplaints(deps.database.db, authOf(c)), 200);
  };

/** POST /investor-api/complaints (multipart) -> 201 ComplaintSummary. */
export const investorSend =
  (deps: AppDeps): AppRouteHandler<Routes['investorSend']> =>
  async (c) => {
    const caller = authOf(c);
    const { fields, file } = await readForm(c.req.raw, deps);
    const landing = await deps.landings.byId(caller.landingId);
    if (!landing) {
      await file?.staged.discard();
      throw new Error('The caller’s landing is gone');
    }
    const { summary } = await submitComplaint(deps, {
      landing,
      language: requestLanguage(c),
      sender: {
        source: 'panel',
        investorUserId: caller.userId,
        offerId: null,
        impersonatorUserId: caller.impersonatorUserId,
      },
      fields: Object.fromEntries(fields),
      file,
      ip: clientIp(c, deps.env),
    });
    return c.json(summary, 201);
  };

/** GET /investor-api/complaints/:id/attachment: the file of one of the investor's own complaints. */
export const investorAttachment =
  (deps: AppDeps): AppRouteHandler<Routes['investorAttachment']> =>
  async (c) =>
    complaintAttachmentResponse(deps, authOf(c), c.req.valid('param').id, true);

/** GET /api/complaints?status=: the landing's complaints (coordinators). */
export const coordinatorList =
  (deps: AppDeps): AppRouteHandler<Routes['coordinatorList']> =>
  async (c) => {
    c.header('cache-control', 'no-store');
    const { status } = c.req.valid('query');
    return c.json(await listComplaints(deps.database.db, deps.clock, authOf(c), { status }), 200);
  };

/** GET /api/complaints/:id: one complaint with every step (coordinators). */
export const coordinatorOne =
  (deps: AppDeps): AppRouteHandler<Routes['coordinatorOne']> =>
  async (c) => {
    c.header('cache-control', 'no-store');
    const { id } = c.req.valid('param');
    return c.json(await complaintForCoordinator(deps.database.db, deps.clock, authOf(c), id), 200);
  };

/** POST /api/complaints/:id/take-up. */
export const takeUp =
  (deps: AppDeps): AppRouteHandler<Routes['takeUp']> =>
  async (c) =>
    c.json(await takeUpComplaint(deps, authOf(c), c.req.valid('param').id), 200);

/** POST /api/complaints/:id/extend {reason}. */
export const extend =
  (deps: AppDeps): AppRouteHandler<Routes['extend']> =>
  async (c) =>
    c.json(await extendComplaint(deps, authOf(c), c.req.valid('param').id, c.req.valid('json').reason), 200);

/** POST /api/complaints/:id/admissible. */
export const admissible =
  (deps: AppDeps): AppRouteHandler<Routes['admissible']> =>
  async (c) =>
    c.json(await admitComplaint(deps, authOf(c), c.req.valid('param').id), 200);

/** POST /api/complaints/:id/answer {outcome, reasons, name, position, fulfilmentBy?}. */
export const answer =
  (deps: AppDeps): AppRouteHandler<Routes['answer']> =>
  async (c) =>
    c.json(await answerComplaint(deps, authOf(c), c.req.valid('param').id, c.req.valid('json')), 200);

/** GET /api/complaints/:id/attachment: the file, the read recorded (coordinators). */
export const coordinatorAttachment =
  (deps: AppDeps): AppRouteHandler<Routes['coordinatorAttachment']> =>
  async (c) =>
    complaintAttachmentResponse(deps, authOf(c), c.req.valid('param').id);
