// The key investment information sheet as an HTTP download (GET .../kiis of the link and of the panel; decision
// 0052). Apart from kiis.ts, which the status service's checks use, so those do not depend on the upload module.
import type { Language } from '../../lib/language';
import type { DbOrTx } from '../db/client';
import type { CampaignRow } from '../db/schema';
import type { Clock } from '../runtime-types';
import { downloadResponse } from '../uploads/offer-attachments';
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
  return downloadResponse(new Uint8Array(bytes), {
    contentType: 'application/pdf',
    fileName: name,
    size: bytes.length,
    headers: { 'x-kiis-version': String(kiis.version) },
  });
}
