// What each public page costs the browser: the JavaScript it loads (gzip bytes, following static imports through
// the built modules in dist/client) and the bytes on the wire with and without Accept-Encoding.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import zlib from 'node:zlib';

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** Fingerprints that only React's runtime (react, react-dom, the JSX runtime) carries. */
const REACT_MARKERS = [/react\.transitional\.element/, /react\.element/, /__CLIENT_INTERNALS_DO_NOT_USE/, /react-dom/];

/** GET over node:http (fetch would decode the body and hide the bytes on the wire, and cannot set Host). */
export function get(port, path, headers = {}, { method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body =
          encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode, headers: res.headers, wireBytes: raw.length, body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function attr(tag, name) {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[2] ?? m[3] ?? m[4]) : undefined;
}

/** Script URLs, inline scripts and stylesheets of an HTML page (JSON data blocks are not scripts). */
export function pageResources(html) {
  const scripts = new Set();
  const inline = [];
  const styles = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const tag = `<script ${m[1]}>`;
    const type = (attr(tag, 'type') ?? '').toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    const src = attr(tag, 'src');
    if (src) scripts.add(src);
    else if (m[2].trim()) inline.push(m[2]);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(m[0], 'rel') ?? '').toLowerCase();
    const href = attr(m[0], 'href');
    if (!href) continue;
    if (rel === 'modulepreload') scripts.add(href);
    if (rel === 'stylesheet') styles.add(href);
  }
  // Astro islands load their component and renderer modules when they hydrate.
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(m[0], name);
      if (url) scripts.add(url);
    }
  }
  return { scripts: [...scripts], inline, styles: [...styles] };
}

/** Static imports of a built module: `import x from "./a.js"`, `import "./b.js"`, `export * from "./c.js"`. */
export function staticImports(code) {
  const out = new Set();
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const m of code.matchAll(re)) out.add(m[1]);
  return [...out];
}

/** Every module a page loads (local /_astro files, transitively), with its source. */
function moduleGraph(clientDir, entryUrls) {
  const seen = new Map();
  const queue = entryUrls.filter((u) => u.startsWith('/') && !u.startsWith('//'));
  while (queue.length) {
    const url = queue.shift().split('?')[0];
    if (seen.has(url)) continue;
    let code;
    try {
      code = readFileSync(join(clientDir, decodeURIComponent(url)), 'utf8');
    } catch {
      seen.set(url, '');
      continue;
    }
    seen.set(url, code);
    for (const spec of staticImports(code)) {
      if (spec.startsWith('./') || spec.startsWith('../') || spec.startsWith('/')) {
        queue.push(new URL(spec, `http://x${url}`).pathname);
      }
    }
  }
  return seen;
}

const gzipSize = (text) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

/**
 * Measures one page: JS (gzip) it loads, whether React is among it, wire bytes of the HTML and of HTML plus
 * its CSS and JS with and without compression, and any text response that went out uncompressed.
 */
export async function measurePage(port, clientDir, page, host) {
  const headers = { host };
  const plain = await get(port, page.path, headers);
  const compressed = await get(port, page.path, { ...headers, 'accept-encoding': BROWSER_ENCODINGS });
  const html = plain.body.toString('utf8');
  const { scripts, inline, styles } = pageResources(html);
  const modules = moduleGraph(clientDir, scripts);
  let jsGzip = inline.reduce((sum, code) => sum + gzipSize(code), 0);
  let react = inline.some((code) => REACT_MARKERS.some((re) => re.test(code)));
  for (const code of modules.values()) {
    if (code) jsGzip += gzipSize(code);
    if (REACT_MARKERS.some((re) => re.test(code))) react = true;
  }
  const uncompressed = [];
  const check = (path, res) => {
    const type = String(res.headers['content-type'] ?? '');
    const isText = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/.test(type);
    if (isText && !res.headers['content-encoding'] && res.wireBytes >= 1024) uncompressed.push(path);
  };
  check(page.path, compressed);
  let totalCompressed = compressed.wireBytes;
  let totalPlain = plain.wireBytes;
  for (const url of [...modules.keys(), ...styles].filter((u) => u.startsWith('/'))) {
    const [a, b] = await Promise.all([
      get(port, url, headers),
      get(port, url, { ...headers, 'accept-encoding': BROWSER_ENCODINGS }),
    ]);
    totalPlain += a.wireBytes;
    totalCompressed += b.wireBytes;
    check(url, b);
  }
  return {
    ...page,
    status: plain.status,
    htmlEncoding: compressed.headers['content-encoding'] ?? 'none',
    htmlPlain: plain.wireBytes,
    htmlCompressed: compressed.wireBytes,
    totalPlain,
    totalCompressed,
    jsFiles: modules.size + inline.length,
    jsGzip,
    react,
    uncompressed,
  };
}
