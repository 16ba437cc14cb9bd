import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../app/app-env';
import { tokenLanding } from '../../app/request-landing';
import { ERROR_CODES } from '../../errors/codes';
import { BadRequestError, NotFoundError, UnsupportedMediaTypeError } from '../../errors/http-error';
import { KycNotAuthorizedError } from '../../kyc/kyc-errors';
import { openKycForm, previewKycForm, saveKycDraft, submitKycForm } from '../../kyc/kyc-form';

type Ctx = Context<AppEnv>;
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** A JSON object body (415 for another type, 400 93ed15e0 when not an object); parsed by the service after the token check. */
async function jsonObject(c: Ctx): Promise<Record<string, unknown>> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) throw new UnsupportedMediaTypeError();
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    throw new BadRequestError('Malformed JSON in request body', ERROR_CODES.incorrectFormData);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequestError('Expected a JSON object', ERROR_CODES.incorrectFormData);
  return value as Record<string, unknown>;
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
