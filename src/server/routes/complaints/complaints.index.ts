import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import {
  admissible,
  answer,
  coordinatorAttachment,
  coordinatorList,
  coordinatorOne,
  extend,
  investorAttachment,
  investorList,
  investorSend,
  publicSend,
  takeUp,
} from './complaints.handlers';
import { ROUTES } from './complaints.routes';

// Complaints (issue 20, decision 0053): sent by an investor from the panel (/investor-api/complaints) or by anyone
// through the public API (/public-api/complaints; the public form page /complaint calls the same service without
// JavaScript), and handled by the landing's coordinators (/api/complaints).

/** POST /public-api/complaints (multipart) -> 201 ComplaintSummary. */
export function publicComplaintRoutes(deps: AppDeps) {
  return createArea().openapi(ROUTES.publicSend, publicSend(deps));
}

/** GET/POST /investor-api/complaints; GET /investor-api/complaints/:id/attachment. */
export function investorComplaintRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.investorList, investorList(deps))
    .openapi(ROUTES.investorSend, investorSend(deps))
    .openapi(ROUTES.investorAttachment, investorAttachment(deps));
}

/** The coordinators' complaint routes under /api. */
export function coordinatorComplaintRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.coordinatorList, coordinatorList(deps))
    .openapi(ROUTES.coordinatorOne, coordinatorOne(deps))
    .openapi(ROUTES.takeUp, takeUp(deps))
    .openapi(ROUTES.extend, extend(deps))
    .openapi(ROUTES.admissible, admissible(deps))
    .openapi(ROUTES.answer, answer(deps))
    .openapi(ROUTES.coordinatorAttachment, coordinatorAttachment(deps));
}
