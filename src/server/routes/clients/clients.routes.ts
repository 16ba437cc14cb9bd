// The advisor's page of one investor (issue 19). Mounted at /api, behind the advisor-panel bearer guard.
import type { Context } from 'hono';
import { z } from 'zod';
import type { InvestorClient } from '../../../lib/contracts/investor-client';
import { REMINDER_STEPS } from '../../../lib/contracts/reminders';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { authOf } from '../../auth/require-auth';
import { apiLanguage } from '../../campaigns/api-language';
import { investorClient } from '../../offers/client/investor-client';
import { addClientProtectionRoutes } from './client-protection.routes';
import { addRoute, createArea, defineRoute, errorResponses, idParams, jsonResponse } from '../../openapi/common';
import { kycListSchema } from '../kyc/kyc.openapi';
import { offerNoteSchema } from '../../../lib/contracts/offer-note';
import { offerTaskSchema } from '../../../lib/contracts/offer-task';
import { historyItemSchema, offerRowsSchema } from '../offers/offers.openapi';
import { idString, instantString, langQuery, languageSchema } from '../public-offer/public-offer.openapi';

const offerRef = { offerId: idString, offerLabel: z.string() };
const timelineItem = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), at: instantString, item: historyItemSchema, ...offerRef }),
  z.object({
    kind: z.literal('reminder'),
    at: instantString,
    reminder: z.object({
      step: z.enum(REMINDER_STEPS),
      sentAt: instantString,
      by: z.object({ id: idString, name: z.string().nullable() }).nullable(),
    }),
    ...offerRef,
  }),
  z.object({ kind: z.literal('upload'), at: instantString, name: z.string(), ...offerRef }),
  z.object({
    kind: z.literal('note'),
    at: instantString,
    author: z.string().nullable(),
    body: z.string(),
    ...offerRef,
  }),
  z.object({
    kind: z.literal('kyc'),
    at: instantString,
    kycRequestId: idString,
    event: z.enum([
      'sent',
      'resent',
      'submitted',
      'proposed',
      'approved',
      'rejected',
      'more-information',
      'resubmitted',
    ]),
    actor: z.string().nullable(),
    reason: z.string().nullable(),
  }),
]);

const clientSchema = z
  .object({
    investor: z.object({
      id: idString,
      email: z.string(),
      firstName: z.string().nullable(),
      surname: z.string().nullable(),
      language: languageSchema,
      createdAt: instantString,
    }),
    offers: offerRowsSchema,
    kyc: kycListSchema,
    documents: z.array(
      z.object({
        id: idString,
        name: z.string(),
        kind: z.string(),
        mediaType: z.string(),
        size: z.number().int(),
        uploadedAt: instantString,
        offerId: idString.nullable(),
        kycRequestId: idString.nullable(),
      }),
    ),
    notes: z.array(z.intersection(offerNoteSchema, z.object(offerRef))),
    tasks: z.array(offerTaskSchema),
    timeline: z.array(timelineItem),
    investorProtection: z.boolean(),
  })
  .openapi('InvestorClient') satisfies z.ZodType<InvestorClient>;

const clientRoute = defineRoute({
  method: 'get',
  path: '/advisor/investors/client/{investorId}',
  tags: ['Offers'],
  summary: 'One investor as the caller sees them: data, offers, KYC, documents, notes, tasks and the timeline',
  request: { params: idParams('investorId'), query: langQuery },
  responses: { 200: jsonResponse(clientSchema, 'The investor'), ...errorResponses(400, 401, 403, 404) },
});

/**
 * - GET /advisor/investors/client/:investorId?lang= -> InvestorClient: only what the caller sees (own offers, and
 *   a coordinator's networks'; the KYC questionnaires they see); an investor with none of it, another landing's or
 *   an unknown id is 404. no-store (personal data).
 * - The investor-protection routes of the same page: client-protection.routes.ts.
 */
export function clientsRoutes(deps: AppDeps) {
  const area = createArea();
  addRoute(area, clientRoute, async (c: Context<AppEnv>) => {
    const language = apiLanguage(c.req.query('lang'), c.req.header('accept-language'));
    c.header('cache-control', 'no-store');
    return c.json(await investorClient(deps, authOf(c), c.req.param('investorId')!, language));
  });
  addClientProtectionRoutes(area, deps);
  return area;
}
