// The /complaint page's server side (issue 20, decision 0053): the form posted as plain HTML (multipart, so the
// attachment comes too), handed to the same service as the API, and the outcome the page shows: the reference
// number, or the fields again with their errors (the typed text kept; a file has to be chosen again).
import type { Landing } from '../../lib/schemas/landing';
import type { Language } from '../../lib/language';
import type { AppDeps } from '../app/app-env';
import { HttpError } from '../errors/http-error';
import { readMultipartForm } from '../uploads/multipart-upload';
import { complaintSenderOfToken } from './complaint-sender';
import { submitComplaint } from './complaints';

const COMPLAINT_FIELDS = ['subject', 'body', 'contactEmail'] as const;
type FieldName = (typeof COMPLAINT_FIELDS)[number];

export type ComplaintFormOutcome =
  | { sent: true; reference: string }
  | {
      sent: false;
      status: number;
      values: Record<FieldName, string>;
      /** An i18n key (with parameters) per field. */
      errors: Partial<Record<FieldName | 'file', { key: string; params: Record<string, unknown> }>>;
      /** An i18n key for the form as a whole (too many complaints, a broken body). */
      formError: string | null;
    };

/** The key of a refusal of the file (its size, its type, a broken multipart body), else null. */
function fileErrorKey(error: HttpError): string | null {
  if (error.status === 413) return 'complaint.form.fileTooLarge';
  if (error.status === 415) return 'complaint.form.fileType';
  return null;
}

/** The address a page's request came from (as clientIp does for the API: the proxy's last hop when trusted). */
export function pageClientIp(request: Request, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const last = request.headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  return socketAddress ?? 'unknown';
}

export async function handleComplaintForm(
  deps: Pick<AppDeps, 'database' | 'env' | 'clock' | 'logger' | 'storage' | 'landings' | 'metrics'>,
  input: { request: Request; landing: Landing; hostOwned: boolean; language: Language; ip: string },
): Promise<ComplaintFormOutcome> {
  let values: Record<FieldName, string> = { subject: '', body: '', contactEmail: '' };
  try {
    const { fields, file } = await readMultipartForm(input.request, deps.storage, {
      fileRequired: false,
      multiLine: (name) => name === 'body',
    });
    values = Object.fromEntries(COMPLAINT_FIELDS.map((name) => [name, fields.get(name) ?? ''])) as typeof values;
    let sender;
    try {
      sender = await complaintSenderOfToken(deps, input.hostOwned ? input.landing.id : null, fields.get('token'));
    } catch (error) {
      await file?.staged.discard();
      throw error;
    }
    const summary = await submitComplaint(deps, {
      landing: input.landing,
      language: input.language,
      sender,
      fields: Object.fromEntries(fields),
      file,
      ip: input.ip,
    });
    return { sent: true, reference: summary.reference };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const body = error.toBody();
    const errors: Extract<ComplaintFormOutcome, { sent: false }>['errors'] = {};
    for (const violation of body.violations) {
      const name = violation.propertyPath as FieldName | 'file';
      if ((COMPLAINT_FIELDS as readonly string[]).includes(name) || name === 'file')
        errors[name] ??= { key: violation.message ?? 'validation.invalidValue', params: {} };
    }
    const fileKey = fileErrorKey(error);
    if (fileKey) errors.file = { key: fileKey, params: {} };
    const known = Object.keys(errors).length > 0;
    return {
      sent: false,
      status: error.status,
      values,
      errors,
      formError: known ? null : error.status === 429 ? 'errors.tooManyRequests' : 'complaint.form.failed',
    };
  }
}
