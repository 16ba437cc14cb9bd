import type { AppDeps } from '../../app/app-env';
import { createArea } from '../../openapi/common';
import { file, list, record, renewals, withdraw } from './residence-certificates.handlers';
import { ROUTES } from './residence-certificates.routes';

/**
 * An investor's certificates of residence (issue 38 item 3, decision 0076). Mounted at /api, behind the
 * advisor-panel bearer guard; a coordinator or the compliance officer of the landing (403 for anyone else); an
 * unknown investor or another landing's is 404.
 * - GET /advisor/investors/client/{investorId}/residence-certificates -> {certificates, countries}.
 * - POST the same, multipart (country, rateBasisPoints, validFrom, validTo, file) -> 201 the certificate; 400 (a
 *   field missing or malformed, no file), 413 (over 10 MB), 415 (not a PDF, JPEG or PNG), 422 6532a25a (Poland or an
 *   unknown country, a rate outside 0..10000, the last day before the first).
 * - GET .../{id}/file -> the evidence (audited).
 * - POST .../{id}/withdraw -> the certificate, withdrawn; 409 51b91630 (withdrawn already).
 * - GET /advisor/residence-certificates/renewals -> the investors with an active investment whose certificates end
 *   within 60 days or ended within 90 (certificate-renewals.ts).
 */
export function residenceCertificatesRoutes(deps: AppDeps) {
  return createArea()
    .openapi(ROUTES.renewals, renewals(deps))
    .openapi(ROUTES.list, list(deps))
    .openapi(ROUTES.record, record(deps))
    .openapi(ROUTES.file, file(deps))
    .openapi(ROUTES.withdraw, withdraw(deps));
}
