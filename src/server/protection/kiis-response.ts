// The key investment information sheet as an HTTP download (GET .../kiis of the link and of the panel; decision
// 0052). Apart from kiis.ts, which the status service's checks use, so those do not depend on the upload module.
import type { Language } from '../../lib/language';
import { ATTACHMENT_CSP } from '../app/api-headers';
import type { DbOrTx } from '../db/client';
import type { CampaignRow } from '../db/schema';
import type { Clock } from '../runtime-types';
import { contentDisposition } from '../uploads/offer-attachments';
import { currentKiis, kiisDocument } from './kiis';

/** The sheet of an offer's campaign as a PDF download (the latest version, generated first if there is none). */
export async function kiisResponse(
  q: DbOrTx,
  clock: Clock,
  campaign: CampaignRow,
  language: Language,
  brand: { siteTitle: string },
): Promise<Response> {
  const kiis = await currentKiis(q, clock, campaign.id);
  const { bytes } = await kiisDocument(campaign, kiis, language, brand);
  const name = `kiis-${campaign.slug.replace(/[^A-Za-z0-9-]+/g, '-')}-v${kiis.version}-${language}.pdf`;
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'content-disposition': contentDisposition('attachment', name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-security-policy': ATTACHMENT_CSP,
      'x-kiis-version': String(kiis.version),
    },
  });
}
