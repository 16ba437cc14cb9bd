// The key investment information sheet as an HTTP download (GET .../kiis of the link and of the panel; decisions
// 0052 and 0069): the project owner's file where the operator uploaded one, else the sheet generated from the
// campaign's data; the investor's first opening of each version is recorded with the offer (not an advisor's
// opening while impersonating: the investor did not receive it). Apart from kiis.ts, which the status service's
// checks use, so those do not depend on the upload module.
import { Readable } from 'node:stream';
import type { Language } from '../../lib/language';
import type { AppDeps } from '../app/app-env';
import type { CampaignRow, OfferRow } from '../db/schema';
import { eq } from 'drizzle-orm';
import { campaigns } from '../db/schema';
import { NotFoundError } from '../errors/http-error';
import { protectionOf } from './protection-settings';
import { downloadResponse } from '../uploads/offer-attachments';
import { currentKiis, kiisDocument } from './kiis';
import { openOwnerFile, ownerFileFor } from './kiis-owner';
import { recordKiisReceipt } from './kiis-receipts';

/** The sheet of an offer's campaign as a PDF download (the latest version, generated first if there is none). */
async function kiisResponse(
  deps: Pick<AppDeps, 'database' | 'clock' | 'storage' | 'logger'>,
  campaign: CampaignRow,
  offer: Pick<OfferRow, 'id' | 'landingId'>,
  reader: { language: Language; investor: boolean },
  brand: { siteTitle: string; logoUrl: string | null },
): Promise<Response> {
  const db = deps.database.db;
  const kiis = await currentKiis(db, deps.clock, campaign.id);
  const slug = campaign.slug.replace(/[^A-Za-z0-9-]+/g, '-');
  const owner = ownerFileFor(kiis, reader.language);
  const language = owner?.language ?? reader.language;
  const fileName = `kiis-${slug}-v${kiis.version}-${language}.pdf`;
  const headers = { 'x-kiis-version': String(kiis.version), 'content-language': language };
  let response: Response;
  if (owner) {
    const opened = await openOwnerFile(deps.storage, owner.file, () =>
      deps.logger.error('storage: a KIIS file does not match its checksum', { kiisId: kiis.id }),
    );
    if (!opened) {
      deps.logger.error('storage: a KIIS file is missing', { kiisId: kiis.id, driver: deps.storage.driver });
      throw new NotFoundError('KIIS file not found');
    }
    response = downloadResponse(Readable.toWeb(opened.stream) as ReadableStream, {
      contentType: 'application/pdf',
      fileName,
      size: opened.size,
      headers,
    });
  } else {
    const { bytes, hit } = await kiisDocument(campaign, kiis, language, brand);
    response = downloadResponse(new Uint8Array(bytes), {
      contentType: 'application/pdf',
      fileName,
      size: bytes.length,
      headers: { ...headers, 'x-document-cache': hit ? 'hit' : 'miss' },
    });
  }
  if (reader.investor)
    await recordKiisReceipt(db, deps.clock, offer, { version: kiis.version, language, ownerFile: owner !== null });
  return response;
}

/** The sheet of the offer's campaign where the landing has the protections on (404 elsewhere: there is none). */
export async function campaignKiisResponse(
  deps: AppDeps,
  offer: OfferRow,
  reader: { language: Language; investor: boolean },
): Promise<Response> {
  const db = deps.database.db;
  if ((await protectionOf(db, offer.landingId)).mode !== 'ecspr') throw new NotFoundError('No KIIS on this landing');
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, offer.campaignId));
  const landing = await deps.landings.byId(offer.landingId);
  if (!campaign || !landing) throw new NotFoundError('Campaign not found');
  return kiisResponse(deps, campaign, offer, reader, landing);
}
