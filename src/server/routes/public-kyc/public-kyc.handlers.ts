import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { tokenLanding } from '../../app/request-landing';
import { readJsonBody } from '../../app/input-hygiene';
import { NotFoundError } from '../../errors/http-error';
import { KycNotAuthorizedError } from '../../kyc/kyc-errors';
import { kycRequestOfToken, openKycForm, previewKycForm, saveKycDraft, submitKycForm } from '../../kyc/kyc-form';
import { receiveKycDocument, removeKycDocument } from '../../kyc/kyc-documents';
import { kycDraftSchema } from '../../../lib/contracts/kyc';

type Ctx = Context<AppEnv>;

/**
 * A JSON object body (415 for another type, 400 93ed15e0 when not an object, 400 9e4235af for unsafe characters);
 * parsed by the service after the token check. The draft schema has the form's fields, so it says which are multi-line.
 */
async function jsonObject(c: Ctx): Promise<Record<string, unknown>> {
  return (await readJsonBody(c, { schema: kycDraftSchema, object: true })) as Record<string, unknown>;
}

/** The landing whose KYC links work on this call: a link off its landing's hosts is refused like an unknown one. */
const kycLanding = (deps: AppDeps, c: Ctx) => tokenLanding(deps, c, () => new KycNotAuthorizedError());

/** Answers with personal data: never kept by a browser or a proxy. */
const noStore = (c: Ctx) => c.header('cache-control', 'no-store');

/** GET /public-api/kyc/investor-request/:token. */
export function show(deps: AppDeps) {
  return async (c: Ctx) => {
    noStore(c);
    const landing = await kycLanding(deps, c);
    return c.json(await openKycForm(deps, landing.id, c.req.param('token')!));
  };
}

/** PUT /public-api/kyc/investor-request/:token/draft. */
export function draft(deps: AppDeps) {
  return async (c: Ctx) => {
    noStore(c);
    const landing = await kycLanding(deps, c);
    return c.json(await saveKycDraft(deps, landing.id, c.req.param('token')!, await jsonObject(c)));
  };
}

/** PUT /public-api/kyc/investor-request/:token/submit. */
export function submit(deps: AppDeps) {
  return async (c: Ctx) => {
    noStore(c);
    const landing = await kycLanding(deps, c);
    return c.json(await submitKycForm(deps, landing.id, c.req.param('token')!, await jsonObject(c)));
  };
}

/** GET /public-api/kyc/investor-request/preview/:token. */
export function preview(deps: AppDeps) {
  return async (c: Ctx) => {
    noStore(c);
    const landing = await kycLanding(deps, c);
    const result = await previewKycForm(deps, landing.id, c.req.param('token')!);
    if (!result) throw new NotFoundError();
    return c.json(result);
  };
}

/** POST /public-api/kyc/investor-request/:token/documents?kind=... (multipart `file`) -> 201 the document. */
export function uploadDocument(deps: AppDeps) {
  return async (c: Ctx) => {
    noStore(c);
    const landing = await kycLanding(deps, c);
    const request = await kycRequestOfToken(deps, landing.id, c.req.param('token')!);
    return c.json(await receiveKycDocument(deps, c, request), 201);
  };
}

/** DELETE /public-api/kyc/investor-request/:token/documents/:documentId -> 204. */
export function deleteDocument(deps: AppDeps) {
  return async (c: Ctx) => {
    noStore(c);
    const landing = await kycLanding(deps, c);
    const request = await kycRequestOfToken(deps, landing.id, c.req.param('token')!);
    await removeKycDocument(deps, request, c.req.param('documentId')!);
    return c.body(null, 204);
  };
}
