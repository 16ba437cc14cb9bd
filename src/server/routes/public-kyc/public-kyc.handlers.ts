// The handlers of the public KYC questionnaire, each typed by its route (public-kyc.routes.ts): the token from
// c.req.valid('param'), answers as the route declares them, never cached. The bodies are read after the token is
// checked (an unknown link is refused before its body is looked at) and parsed by the services.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { tokenLanding } from '../../app/request-landing';
import { readJsonBody } from '../../app/input-hygiene';
import { NotFoundError } from '../../errors/http-error';
import { KycNotAuthorizedError } from '../../kyc/kyc-errors';
import { kycRequestOfToken, openKycForm, previewKycForm, saveKycDraft, submitKycForm } from '../../kyc/kyc-form';
import { receiveKycDocument, removeKycDocument } from '../../kyc/kyc-documents';
import { kycDraftSchema } from '../../../lib/contracts/kyc';
import type { AppRouteHandler } from '../../openapi/common';
import type { ROUTES } from './public-kyc.routes';

type Routes = typeof ROUTES;

/**
 * A JSON object body (415 for another type, 400 93ed15e0 when not an object, 400 9e4235af for unsafe characters);
 * parsed by the service after the token check. The draft schema has the form's fields, so it says which are multi-line.
 */
async function jsonObject(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  return (await readJsonBody(c, { schema: kycDraftSchema, object: true })) as Record<string, unknown>;
}

/** The landing whose KYC links work on this call: a link off its landing's hosts is refused like an unknown one. */
const kycLanding = (deps: AppDeps, c: Context<AppEnv>) => tokenLanding(deps, c, () => new KycNotAuthorizedError());

/** Answers with personal data: never kept by a browser or a proxy. */
const noStore = (c: Context<AppEnv>) => c.header('cache-control', 'no-store');

/** GET /public-api/kyc/investor-request/:token. */
export const show =
  (deps: AppDeps): AppRouteHandler<Routes['show']> =>
  async (c) => {
    noStore(c);
    const landing = await kycLanding(deps, c);
    return c.json(await openKycForm(deps, landing.id, c.req.valid('param').token), 200);
  };

/** PUT /public-api/kyc/investor-request/:token/draft. */
export const draft =
  (deps: AppDeps): AppRouteHandler<Routes['draft']> =>
  async (c) => {
    noStore(c);
    const landing = await kycLanding(deps, c);
    return c.json(await saveKycDraft(deps, landing.id, c.req.valid('param').token, await jsonObject(c)), 200);
  };

/** PUT /public-api/kyc/investor-request/:token/submit. */
export const submit =
  (deps: AppDeps): AppRouteHandler<Routes['submit']> =>
  async (c) => {
    noStore(c);
    const landing = await kycLanding(deps, c);
    return c.json(await submitKycForm(deps, landing.id, c.req.valid('param').token, await jsonObject(c)), 200);
  };

/** GET /public-api/kyc/investor-request/preview/:token. */
export const preview =
  (deps: AppDeps): AppRouteHandler<Routes['preview']> =>
  async (c) => {
    noStore(c);
    const landing = await kycLanding(deps, c);
    const result = await previewKycForm(deps, landing.id, c.req.valid('param').token);
    if (!result) throw new NotFoundError();
    return c.json(result, 200);
  };

/** POST /public-api/kyc/investor-request/:token/documents?kind=... (multipart `file`) -> 201 the document. */
export const uploadDocument =
  (deps: AppDeps): AppRouteHandler<Routes['upload']> =>
  async (c) => {
    noStore(c);
    const landing = await kycLanding(deps, c);
    const request = await kycRequestOfToken(deps, landing.id, c.req.valid('param').token);
    return c.json(await receiveKycDocument(deps, c, request), 201);
  };

/** DELETE /public-api/kyc/investor-request/:token/documents/:documentId -> 204. */
export const deleteDocument =
  (deps: AppDeps): AppRouteHandler<Routes['delete']> =>
  async (c) => {
    noStore(c);
    const landing = await kycLanding(deps, c);
    const { token, documentId } = c.req.valid('param');
    const request = await kycRequestOfToken(deps, landing.id, token);
    await removeKycDocument(deps, request, documentId);
    return c.body(null, 204);
  };
