// The fast path of the public campaign offer page (GET /campaign?token=...; decision docs/decisions/0020).
//
// Invitation links arrive in bursts (a mailing, a marketing campaign) and every visitor has their own token, so
// the page can't be cached: each request must read its offer from the database (and move an invited offer to
// viewed). A full Astro render per visitor cost ~40x a static file on this machine kind. The page is two parts:
// the branded layout, the same for every visitor of a brand and language, and the offer's content. So the layout
// is rendered by Astro (src/pages/campaign.astro itself, in "shell" mode: markers instead of the title,
// description and content) once per brand, language and host, and kept; each visitor then costs the offer's
// database read, renderCampaignBody (the very function the Astro page uses for its content) and a join.
//
// Anything unusual takes the ordinary Astro path: a query other than exactly `token=...` (e.g. ?lang=, which also
// sets the language cookie), a token that opens no offer (404/410 page), a failed shell render.
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { escapeHtml } from '../../lib/html';
import type { Language } from '../../lib/language';
import type { Landing } from '../../lib/contracts/landing';
import { getT } from '../../i18n';
import { pageLanguage, LANG_COOKIE } from '../../lib/page-language';
import type { AppDeps } from '../app/app-env';
import type { Logger } from '../runtime-types';
import { offerDictionary } from '../public-offer/dictionary';
import { campaignPageBrand, campaignPageHead, renderCampaignBody } from '../public-offer/campaign-page';
import { TokenInactiveError } from '../public-offer/offer-actions';
import { loadPublicOffer } from '../public-offer/public-offer';
import { withPaymentCode } from '../payments/payment-code';
import type { PublicOffer } from '../../lib/contracts/public-offer';
import { setFastCompression } from './compress';
import { applyPageSecurityHeaders } from './security-headers';
import { normalizeHost } from '../landings/host';

/** Astro's node handler in middleware mode (dist/server/entry.mjs `handler`). */
type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next?: (error?: unknown) => void,
  locals?: object,
) => Promise<void> | void;

export interface CampaignPageOptions {
  deps: Pick<AppDeps, 'database' | 'clock' | 'jobs'>;
  logger: Pick<Logger, 'error'>;
  astroHandler: AstroHandler;
  /** What every page render gets in Astro.locals (the runtime); the shell render adds campaignShell. */
  locals: object;
  /** Layouts kept (brand x language x host x with/without description); least recently used go first. */
  maxShells?: number;
}

/** Serves the request and resolves true, or resolves false having written nothing (the caller renders the page). */
export type CampaignPageHandler = (req: IncomingMessage, res: ServerResponse, landing: Landing) => Promise<boolean>;

// Exactly one parameter, the token as invitations make it (base64url); anything else goes the ordinary way.
const TOKEN_QUERY = /^token=([A-Za-z0-9_-]{16,200})$/;

type Slot = 'title' | 'description' | 'body' | 'token';

/** The layout split at its markers: text, slot, text, slot, ..., text. */
interface Shell {
  texts: string[];
  slots: Slot[];
  status: number;
  headers: OutgoingHttpHeaders;
}

/**
 * The layout's markers. Random per process, so no landing text can contain a marker by chance or on purpose. Letters
 * and digits only: they pass through HTML escaping and URL encoding unchanged.
 */
function shellMarkers(): Record<Slot, string> {
  const id = randomBytes(12).toString('hex');
  return {
    title: `m${id}title`,
    description: `m${id}description`,
    body: `m${id}body`,
    token: `m${id}token`,
  };
}

/** The rendered layouts by key, at most `maxShells`, the least recently used dropped first. */
function shellCache(maxShells: number): (key: string, render: () => Promise<Shell>) => Promise<Shell> {
  const shells = new Map<string, Promise<Shell>>();
  return (key, render) => {
    let shell = shells.get(key);
    if (shell) {
      shells.delete(key);
      shells.set(key, shell);
      return shell;
    }
    shell = render();
    shells.set(key, shell);
    if (shells.size > maxShells) shells.delete(shells.keys().next().value as string);
    // A failed render is not kept: the next visitor tries again.
    shell.catch(() => {
      if (shells.get(key) === shell) shells.delete(key);
    });
    return shell;
  };
}

/** The token of a request this fast path serves (a GET of exactly `?token=...` on a host of the landing), or null. */
function servedToken(req: IncomingMessage, landing: Landing): string | null {
  if (req.method !== 'GET') return null;
  // Off its landing's hosts (a host no landing owns) a link is unknown: the page itself says so (decision 0022).
  if (!landing.hosts.includes(normalizeHost(req.headers.host))) return null;
  const url = req.url ?? '';
  const match = TOKEN_QUERY.exec(url.slice(url.indexOf('?') + 1));
  return match ? match[1]! : null;
}

export function createCampaignPage(options: CampaignPageOptions): CampaignPageHandler {
  const { deps, logger, astroHandler } = options;
  const maxShells = options.maxShells ?? 64;
  const markers = shellMarkers();
  const cachedShell = shellCache(maxShells);

  function shellFor(req: IncomingMessage, landing: Landing, lang: Language, withDescription: boolean): Promise<Shell> {
    const host = req.headers.host ?? '';
    const encrypted = Boolean((req.socket as { encrypted?: boolean } | undefined)?.encrypted);
    const key = `${landing.id}\u0000${landing.updatedAt}\u0000${lang}\u0000${withDescription}\u0000${host}\u0000${encrypted}`;
    return cachedShell(key, () => renderShell({ host, lang, encrypted, withDescription }));
  }

  async function renderShell(input: {
    host: string;
    lang: Language;
    encrypted: boolean;
    withDescription: boolean;
  }): Promise<Shell> {
    const request = shellRequest(input, markers.token);
    const captured = await captureResponse((res) =>
      astroHandler(request, res, undefined, {
        ...options.locals,
        campaignShell: {
          title: markers.title,
          description: input.withDescription ? markers.description : undefined,
          body: markers.body,
        },
      }),
    );
    if (captured.status !== 200) throw new Error(`the /campaign layout rendered with status ${captured.status}`);
    if (captured.headers['set-cookie'] !== undefined) throw new Error('the /campaign layout set a cookie');
    const shell = splitShell(captured.body.toString('utf8'), markers);
    if (!shell.slots.includes('body') || !shell.slots.includes('title'))
      throw new Error('the /campaign layout lost its markers');
    return { ...shell, status: captured.status, headers: pageHeaders(captured.headers) };
  }

  return async function serveCampaignPage(req, res, landing) {
    const token = servedToken(req, landing);
    if (token === null) return false;
    const { lang } = pageLanguage({
      query: null,
      cookie: cookieValue(req.headers.cookie, LANG_COOKIE),
      landing: landing.language,
    });

    let offer: PublicOffer;
    try {
      offer = await withPaymentCode(await loadPublicOffer(deps, landing.id, token, { markViewed: true }), lang);
    } catch (error) {
      if (error instanceof TokenInactiveError) return false;
      throw error;
    }
    if (offer.offer.actions.blockedBy === 'lost') return false;
    const head = campaignPageHead(offer, lang);
    let shell: Shell;
    try {
      shell = await shellFor(req, landing, lang, head.description !== undefined);
    } catch (error) {
      logger.error('campaign page layout failed, rendering in full', { error: String(error) });
      return false;
    }
    const values: Record<Slot, string> = {
      title: escapeHtml(head.title),
      description: escapeAttribute(head.description ?? ''),
      body: renderCampaignBody({
        offer,
        token,
        lang,
        t: getT(lang),
        dictionary: offerDictionary(landing),
        brand: campaignPageBrand(landing, lang),
      }),
      token,
    };
    writePage(res, shell, values);
    return true;
  };
}

/**
 * The request the layout is rendered for: an event emitter, as a Node request is (the adapter listens for its
 * 'error' (req.once) before rendering, and a plain object made every layout render fail, each page then rendered
 * in full).
 */
function shellRequest(
  input: { host: string; lang: Language; encrypted: boolean },
  tokenMarker: string,
): IncomingMessage {
  return Object.assign(new EventEmitter(), {
    method: 'GET',
    url: `/campaign?token=${tokenMarker}`,
    // The language as the page would pick it from the cookie (no ?lang=: nothing to remember).
    headers: { host: input.host, cookie: `${LANG_COOKIE}=${input.lang}` },
    socket: { encrypted: input.encrypted, remoteAddress: '127.0.0.1' },
  }) as unknown as IncomingMessage;
}

/** Fills the layout's slots with the visitor's values and sends the page. */
function writePage(res: ServerResponse, shell: Shell, values: Record<Slot, string>): void {
  let page = shell.texts[0]!;
  for (let i = 0; i < shell.slots.length; i++) page += values[shell.slots[i]!] + shell.texts[i + 1]!;
  const body = Buffer.from(page, 'utf8');
  applyPageSecurityHeaders(res);
  // A page made for one visitor, never the same twice: compress it quickly rather than tightly.
  setFastCompression(res);
  // Which way the page was made: a test tells this one from the full render by it (the bodies are the same).
  res.writeHead(shell.status, { ...shell.headers, 'content-length': body.length, 'x-page-render': 'layout' });
  res.end(body);
}

/** The text between markers, and which marker came where. */
export function splitShell(page: string, markers: Record<Slot, string>): { texts: string[]; slots: Slot[] } {
  const entries = Object.entries(markers) as Array<[Slot, string]>;
  const pattern = new RegExp(entries.map(([, marker]) => marker).join('|'), 'g');
  const bySlot = new Map(entries.map(([slot, marker]) => [marker, slot]));
  const texts: string[] = [];
  const slots: Slot[] = [];
  let last = 0;
  for (const found of page.matchAll(pattern)) {
    texts.push(page.slice(last, found.index));
    slots.push(bySlot.get(found[0])!);
    last = found.index + found[0].length;
  }
  texts.push(page.slice(last));
  return { texts, slots };
}

/** As Astro escapes an attribute value (toAttributeString): & and " only. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&#38;').replace(/"/g, '&#34;');
}

/** The headers worth sending again with every page built on the layout (not its length, date or encoding). */
function pageHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (
      value === undefined ||
      lower === 'content-length' ||
      lower === 'date' ||
      lower === 'content-encoding' ||
      lower === 'transfer-encoding'
    )
      continue;
    kept[lower] = value;
  }
  return kept;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

interface Captured {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * Runs a node-style handler against a response that only records what it is given (Astro's writeResponse uses
 * writeHead, write, end and the close/finish events), resolving with the whole response once it has ended.
 */
function captureResponse(run: (res: ServerResponse) => Promise<void> | void): Promise<Captured> {
  return new Promise<Captured>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const headers: OutgoingHttpHeaders = {};
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      statusMessage: '',
      req: undefined,
      headersSent: false,
      writeHead(status: number, given?: OutgoingHttpHeaders) {
        res.statusCode = status;
        for (const [name, value] of Object.entries(given ?? {})) headers[name.toLowerCase()] = value;
        res.headersSent = true;
        return res;
      },
      setHeader(name: string, value: OutgoingHttpHeaders[string]) {
        headers[name.toLowerCase()] = value;
        return res;
      },
      getHeader: (name: string) => headers[name.toLowerCase()],
      write(chunk: unknown, encoding?: unknown, cb?: unknown) {
        if (typeof chunk === 'string')
          chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
        else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
        const done = typeof encoding === 'function' ? encoding : cb;
        if (typeof done === 'function') queueMicrotask(done as () => void);
        return true;
      },
      end(chunk?: unknown) {
        if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') res.write(chunk);
        resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
        res.emit('finish');
        res.emit('close');
        return res;
      },
      destroy(error?: Error) {
        reject(error ?? new Error('the /campaign layout render was aborted'));
        res.emit('close');
        return res;
      },
    });
    Promise.resolve(run(res as unknown as ServerResponse)).catch(reject);
  });
}
