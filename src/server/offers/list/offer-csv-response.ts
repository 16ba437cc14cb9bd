// The answer of the offers' CSV exports (GET /api/advisor/investor/offers.csv and the bulk action's export): the
// header line, then the rows in batches, each read from the database when the client has taken the one before.
// Once the status and headers are out, a failure can no longer become the spec's error body, so:
// - the first batch is read before the answer is made: a query that fails at all (bad input that got through, the
//   database gone) fails the request as any other error does, never a 200 whose file stops after its header line;
// - a later batch that fails is logged and breaks the body off (the connection ends without the closing chunk), so
//   the client sees a failed download rather than a file that looks complete.
import type { Language } from '../../../lib/language';
import { formatDate, parseDate } from '../../../lib/format/date';
import { OFFER_CSV_COPY, type OfferCsvColumn, type OfferListRow } from '../../../lib/contracts/offer-list';
import type { AppDeps } from '../../app/app-env';
import { describeError } from '../../errors/describe-error';
import type { Logger } from '../../runtime-types';
import { CSV_BOM, csvHeader, csvLines } from './offer-csv';
import { allOffers } from './offer-list';
import type { OfferListQuery } from './offer-list-query';
import type { OfferVisibility } from './offer-sql';

interface OfferCsvExport {
  visibility: OfferVisibility;
  query: Pick<OfferListQuery, 'filters' | 'sorting'>;
  columns: readonly OfferCsvColumn[];
  language: Language;
}

/** The CSV's text: the BOM and header with the first batch (already read), then each further batch. */
async function* csvText(
  first: IteratorResult<OfferListRow[]>,
  rest: AsyncGenerator<OfferListRow[]>,
  { columns, language }: OfferCsvExport,
): AsyncGenerator<string> {
  yield CSV_BOM + csvHeader(columns, language) + (first.done ? '' : csvLines(first.value, columns, language));
  for await (const rows of rest) yield csvLines(rows, columns, language);
}

/**
 * A byte stream of `chunks`, one read per pull (the client's pace). A chunk that fails is logged with `fields` and
 * errors the stream with a plain error (the query's own, with its parameters, stays out of other hands); a client
 * that goes away ends the generator, so no further batch is read.
 */
function textStream(
  chunks: AsyncGenerator<string>,
  logger: Logger,
  fields: Record<string, unknown>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        logger.error('offers CSV export failed while streaming: the download is broken off', {
          ...fields,
          ...describeError(error),
        });
        controller.error(new Error('The CSV export failed'));
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

/** The export as a 200 text/csv attachment named after the list and today's date, never cached. */
export async function offerCsvResponse(
  deps: Pick<AppDeps, 'database' | 'clock' | 'logger'>,
  csv: OfferCsvExport,
  requestId: string,
): Promise<Response> {
  const batches = allOffers(deps.database.db, csv.visibility, csv.query, csv.language);
  const first = await batches.next();
  const today = formatDate(parseDate(deps.clock.now().toISOString()), 'YYYY-MM-DD');
  const body = textStream(csvText(first, batches, csv), deps.logger, { requestId });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${OFFER_CSV_COPY[csv.language].fileName}-${today}.csv"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      // Said outright: @hono/node-server otherwise reads the first chunks ahead to send a content-length, and takes
      // a batch failing within those reads for the end of the body, a clean 200 of a cut file.
      'transfer-encoding': 'chunked',
    },
  });
}
