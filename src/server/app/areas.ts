import type { Hono } from 'hono';
import { authEmailRoutes } from '../routes/auth-email/auth-email.index';
import { configurationRoutes } from '../routes/configuration/configuration.index';
import { healthRoutes } from '../routes/health/health.index';
import { authApiRoutes } from '../routes/auth/auth-api.index';
import { authRoutes } from '../routes/auth/auth.index';
import { advisorsRoutes } from '../routes/advisors/advisors.index';
import { networksRoutes } from '../routes/networks/networks.index';
import { dashboardRoutes } from '../routes/dashboard/dashboard.index';
import { offerTasksRoutes } from '../routes/offer-tasks/offer-tasks.index';
import { offerNotesRoutes } from '../routes/offer-notes/offer-notes.index';
import { offerRefundsRoutes } from '../routes/offer-refunds/offer-refunds.index';
import { bankStatementsRoutes } from '../routes/bank-statements/bank-statements.index';
import { payoutRunsRoutes } from '../routes/payout-runs/payout-runs.index';
import { residenceCertificatesRoutes } from '../routes/residence-certificates/residence-certificates.index';
import {
  advisorYearlyStatementRoutes,
  investorYearlyStatementRoutes,
} from '../routes/yearly-statements/yearly-statements.index';
import { complianceRoutes } from '../routes/compliance/compliance.index';
import { viewsRoutes } from '../routes/views/views.index';
import { remindersRoutes } from '../routes/reminders/reminders.index';
import { clientsRoutes } from '../routes/clients/clients.index';
import { offersBulkRoutes } from '../routes/offers-bulk/offers-bulk.index';
import { offersRoutes } from '../routes/offers/offers.index';
import { campaignsRoutes } from '../routes/campaigns/campaigns.index';
import { kycRoutes } from '../routes/kyc/kyc.index';
import { publicOfferRoutes } from '../routes/public-offer/public-offer.index';
import { publicKycRoutes } from '../routes/public-kyc/public-kyc.index';
import { investorRoutes } from '../routes/investor/investor.index';
import { investorPrivacyRoutes } from '../routes/investor/privacy.index';
import { investorProtectionRoutes } from '../routes/investor/protection.index';
import {
  coordinatorComplaintRoutes,
  investorComplaintRoutes,
  publicComplaintRoutes,
} from '../routes/complaints/complaints.index';
import type { AppDeps, AppEnv } from './app-env';

/**
 * Where each area's router is mounted. Later issues add a line per area (routes/<area>/<area>.routes.ts).
 * Prefixes are the four API roots of SPEC section 7 (/auth, /api, /public-api, /investor-api) plus '' for
 * /healthz. An area returns an OpenAPIHono (src/server/openapi/common.ts createArea) whose routes the document
 * lists under the prefix; a plain Hono router still mounts, but its routes are missing from the document (the
 * OpenAPI test names them).
 */
export interface Area {
  prefix: '' | '/auth' | '/api' | '/public-api' | '/investor-api';
  routes: (deps: AppDeps) => Hono<AppEnv>;
}

export const AREAS: Area[] = [
  { prefix: '', routes: healthRoutes },
  { prefix: '/public-api', routes: configurationRoutes },
  { prefix: '/auth', routes: authEmailRoutes },
  { prefix: '/auth', routes: authRoutes },
  { prefix: '/api', routes: authApiRoutes },
  { prefix: '/api', routes: advisorsRoutes },
  { prefix: '/api', routes: networksRoutes },
  { prefix: '/api', routes: dashboardRoutes },
  { prefix: '/api', routes: offersBulkRoutes },
  { prefix: '/api', routes: viewsRoutes },
  { prefix: '/api', routes: remindersRoutes },
  { prefix: '/api', routes: clientsRoutes },
  { prefix: '/api', routes: offerNotesRoutes },
  { prefix: '/api', routes: offerRefundsRoutes },
  { prefix: '/api', routes: bankStatementsRoutes },
  { prefix: '/api', routes: payoutRunsRoutes },
  { prefix: '/api', routes: residenceCertificatesRoutes },
  { prefix: '/api', routes: advisorYearlyStatementRoutes },
  { prefix: '/api', routes: complianceRoutes },
  { prefix: '/api', routes: offerTasksRoutes },
  { prefix: '/api', routes: offersRoutes },
  { prefix: '/api', routes: campaignsRoutes },
  { prefix: '/api', routes: kycRoutes },
  { prefix: '/public-api', routes: publicOfferRoutes },
  { prefix: '/public-api', routes: publicKycRoutes },
  { prefix: '/investor-api', routes: investorRoutes },
  { prefix: '/investor-api', routes: investorProtectionRoutes },
  { prefix: '/investor-api', routes: investorPrivacyRoutes },
  { prefix: '/investor-api', routes: investorYearlyStatementRoutes },
  { prefix: '/api', routes: coordinatorComplaintRoutes },
  { prefix: '/public-api', routes: publicComplaintRoutes },
  { prefix: '/investor-api', routes: investorComplaintRoutes },
];
