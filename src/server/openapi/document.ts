import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../app/app-env';

const OPENAPI_PATH = '/api/openapi.json';
const DOCS_PATH = '/api/docs';

/** The reference page's own files, served by us (no CDN): Swagger UI from swagger-ui-dist and our start script. */
const DOCS_ASSETS = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;
const START_SCRIPT = 'start.js';

/** Every path of the document and its page: public, no bearer (require-bearer.ts exempts exactly these). */
export const PUBLIC_DOC_PATHS: readonly string[] = [
  OPENAPI_PATH,
  DOCS_PATH,
  ...Object.keys(DOCS_ASSETS).map((file) => `${DOCS_PATH}/${file}`),
  `${DOCS_PATH}/${START_SCRIPT}`,
];

/**
 * The policy of the reference page: its scripts, styles and the document from our origin only, nothing inline
 * (Swagger UI sets styles through the DOM, and its icons are data: images in its CSS). apiHeaders keeps it.
 */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The OpenAPI 3.1 document of every route the areas declared, with the real paths (prefixes included). */
function openApiDocument(app: OpenAPIHono<AppEnv>) {
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Investment platform API',
      version: '1',
      description:
        'The API of SPEC section 7: /auth (sign-in), /api (advisor panel, bearer), /public-api (no sign-in), ' +
        '/investor-api (investor panel, bearer). Every error answers the body {label, code, parameters, violations}.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  } as Parameters<OpenAPIHono['getOpenAPI31Document']>[0]);
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title>
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/${START_SCRIPT}"></script>
</body>
</html>
`;

/** A Swagger UI request as its request-snippet generators receive it (an Immutable.js Map). */
interface SnippetRequest {
  get(key: 'url' | 'method'): string;
  get(key: 'headers'): { entrySeq(): { toArray(): [string, string][] } } | undefined;
  get(key: 'body'): unknown;
}

/**
 * Runs in the reader's browser, sent as start.js through Function.prototype.toString (so it imports nothing and
 * closes over nothing): Swagger UI with the operation filter, request snippets in curl and JavaScript, deep links,
 * and the reader's light or dark scheme (Swagger UI 5 styles its dark mode under html.dark-mode).
 */
function startReference(documentUrl: string): void {
  const scheme = window.matchMedia('(prefers-color-scheme: dark)');
  const applyScheme = () => document.documentElement.classList.toggle('dark-mode', scheme.matches);
  applyScheme();
  scheme.addEventListener('change', applyScheme);

  /** The request as a fetch call: JSON and text bodies as they are, a multipart form as FormData. */
  const fetchSnippet = (request: SnippetRequest): string => {
    let headers = request.get('headers')?.entrySeq().toArray() ?? [];
    const body = request.get('body');
    const lines: string[] = [];
    let bodyLine = '';
    if (typeof body === 'string' && body !== '') {
      bodyLine = `  body: ${JSON.stringify(body)},`;
    } else if (body && typeof (body as { entrySeq?: unknown }).entrySeq === 'function') {
      const fields = (body as { entrySeq(): { toArray(): [string, unknown][] } }).entrySeq().toArray();
      lines.push('const form = new FormData();');
      for (const [name, value] of fields) {
        const shown = value instanceof File ? `/* ${value.name} */ file` : JSON.stringify(String(value));
        lines.push(`form.append(${JSON.stringify(name)}, ${shown});`);
      }
      bodyLine = '  body: form,';
      // The browser writes a multipart Content-Type itself, with the boundary.
      headers = headers.filter(([name]) => name.toLowerCase() !== 'content-type');
    }
    lines.push(`const response = await fetch(${JSON.stringify(request.get('url'))}, {`);
    lines.push(`  method: ${JSON.stringify(request.get('method').toUpperCase())},`);
    if (headers.length > 0) {
      lines.push('  headers: {');
      for (const [name, value] of headers) lines.push(`    ${JSON.stringify(name)}: ${JSON.stringify(value)},`);
      lines.push('  },');
    }
    if (bodyLine) lines.push(bodyLine);
    lines.push('});');
    lines.push('const data = await response.json();');
    return lines.join('\n');
  };

  const target = window as unknown as {
    SwaggerUIBundle: (options: Record<string, unknown>) => unknown;
    ui?: unknown;
  };
  target.ui = target.SwaggerUIBundle({
    url: documentUrl,
    dom_id: '#swagger-ui',
    deepLinking: true,
    filter: true,
    requestSnippetsEnabled: true,
    requestSnippets: {
      generators: {
        curl_bash: { title: 'cURL', syntax: 'bash' },
        js_fetch: { title: 'JavaScript (fetch)', syntax: 'javascript' },
      },
      defaultExpanded: true,
    },
    plugins: [() => ({ fn: { requestSnippetGenerator_js_fetch: fetchSnippet } })],
  });
}

const START = `window.addEventListener('load', function () {
  (${startReference.toString()})(${JSON.stringify(OPENAPI_PATH)});
});
`;

let assetDir: string | undefined;
const assetCache = new Map<string, Promise<string>>();

function readAsset(file: keyof typeof DOCS_ASSETS): Promise<string> {
  assetDir ??= dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  let cached = assetCache.get(file);
  if (!cached) {
    cached = readFile(join(assetDir, file), 'utf8');
    cached.catch(() => assetCache.delete(file));
    assetCache.set(file, cached);
  }
  return cached;
}

/** GET /api/openapi.json, GET /api/docs and the page's files, on the app itself (after the areas). */
export function mountDocs(app: OpenAPIHono<AppEnv>): void {
  let document: unknown;
  app.get(OPENAPI_PATH, (c) => {
    document ??= openApiDocument(app);
    return c.json(document);
  });
  app.get(DOCS_PATH, (c) => {
    c.header('Content-Security-Policy', DOCS_CSP);
    return c.html(PAGE);
  });
  const asset = (c: Context, body: string, type: string) => {
    c.header('Content-Type', type);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(body);
  };
  app.get(`${DOCS_PATH}/${START_SCRIPT}`, (c) => asset(c, START, 'text/javascript; charset=utf-8'));
  for (const [file, type] of Object.entries(DOCS_ASSETS)) {
    app.get(`${DOCS_PATH}/${file}`, async (c) => asset(c, await readAsset(file as keyof typeof DOCS_ASSETS), type));
  }
}
