// The /complaint page's server side (issue 20, decision 0053): the form posted as plain HTML (multipart, so the
// attachment comes too), handed to the same service as the API, and the outcome the page shows: the reference
// number, or the fields again with their errors (the typed text kept; a file has to be chosen again).
import type { Landing } from '../../lib/contracts/landing';
import type { Language } from '../../lib/language';
import type { AppDeps } from '../app/app-env';
import { HttpError } from '../errors/http-error';
import { fieldsBeforeRefusal, readMultipartForm, withFields } from '../uploads/multipart-upload';
import { complaintSenderOfToken } from './complaint-sender';
import { submitComplaint, type SubmittedComplaint } from './complaints';

const COMPLAINT_FIELDS = ['subject', 'body', 'contactEmail'] as const;
type FieldName = (typeof COMPLAINT_FIELDS)[number];

export type ComplaintFormOutcome =
  | {
      sent: true;
      reference: string;
      /** False past the landing's daily number of mailed acknowledgements (the page then says so). */
      acknowledgementMailed: boolean;
    }
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

type Deps = Pick<AppDeps, 'database' | 'env' | 'clock' | 'logger' | 'storage' | 'landings' | 'metrics' | 'jobs'>;

/**
 * A complaint posted as a multipart form to the public API or the /complaint page: the fields and the attachment
 * read, the sender found from the offer link token (when `tokenLandingId`, the landing whose tokens count here, is
 * given), then submitComplaint. The token is `input.token` (the page's: from its URL, so the page need not copy it
 * into its HTML), else the form's `token` field (the API's). A refusal discards the staged file and carries the
 * fields read so far (fieldsBeforeRefusal), so the page can show them again.
 */
export async function receivePublicComplaint(
  deps: Deps,
  input: {
    request: Request;
    landing: Landing;
    tokenLandingId: string | null;
    language: Language;
    ip: string;
    token?: string | undefined;
  },
): Promise<SubmittedComplaint> {
  const { fields, file } = await readMultipartForm(input.request, deps.storage, {
    fileRequired: false,
    multiLine: (name) => name === 'body',
  });
  try {
    const token = input.token?.trim() ? input.token : fields.get('token');
    const sender = await complaintSenderOfToken(deps, input.tokenLandingId, token);
    return await submitComplaint(deps, {
      landing: input.landing,
      language: input.language,
      sender,
      fields: Object.fromEntries(fields),
      file,
      ip: input.ip,
    });
  } catch (error) {
    // submitComplaint discards the file itself; the sender's lookup does not.
    await file?.staged.discard();
    throw withFields(error, fields);
  }
}

/**
 * The /complaint page's post. `token` is the one in the page's URL (the form posts to its own URL); the page keeps
 * no copy of it in its HTML.
 */
export async function handleComplaintForm(
  deps: Deps,
  input: {
    request: Request;
    landing: Landing;
    hostOwned: boolean;
    language: Language;
    ip: string;
    token?: string | undefined;
  },
): Promise<ComplaintFormOutcome> {
  try {
    const { summary, acknowledgementMailed } = await receivePublicComplaint(deps, {
      ...input,
      tokenLandingId: input.hostOwned ? input.landing.id : null,
    });
    return { sent: true, reference: summary.reference, acknowledgementMailed };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const read = fieldsBeforeRefusal(error);
    const values = Object.fromEntries(COMPLAINT_FIELDS.map((name) => [name, read.get(name) ?? ''])) as Record<
      FieldName,
      string
    >;
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
