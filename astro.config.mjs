// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  output: 'server',
  // Middleware mode: our own Node entry (src/server/http/entry.ts) owns the HTTP server, serves the API and
  // static assets directly and hands pages to Astro. `astro dev` still works through the catch-all endpoints.
  // Streaming off: pages are small, and a component may add a CSP hash (the custom brand <style>) while it
  // renders; with streaming the CSP header would already be sent (docs/decisions/0005-brand-theme-css.md).
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [react()],
  // Tenancy is decided by the Host header, so Astro must not replace it with "localhost". Any host may reach
  // the server; an unknown host gets the default landing, and links in e-mails never use the request's host.
  // checkOrigin: src/middleware.ts does Astro's check itself, answering with the generic error page (403) rather
  // than plain text (isCrossSiteForm in src/layouts/error-status.ts).
  security: {
    allowedDomains: [{ protocol: 'http' }, { protocol: 'https' }],
    checkOrigin: false,
    // Hash-based CSP (docs/decisions/0005-brand-theme-css.md): Astro hashes its own scripts and styles and, for
    // server-rendered pages, sends the policy as a Content-Security-Policy header (so frame-ancestors works).
    // connect-src stays FIRST: Astro's csp.insertDirective merges into the first matching directive only when
    // it precedes the others (pages add a landing's backend origin to it).
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "connect-src 'self'",
        "default-src 'self'",
        "img-src 'self' data: https:",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
    },
  },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  build: { inlineStylesheets: 'never' },
  compressHTML: true,
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
    ssr: { external: ['@electric-sql/pglite', 'pg'] },
  },
});
