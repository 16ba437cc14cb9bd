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

const START = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: ${JSON.stringify(OPENAPI_PATH)}, dom_id: '#swagger-ui', deepLinking: true });
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
