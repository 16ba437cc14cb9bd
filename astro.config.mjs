// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';

export default defineConfig({
  output: 'server',
  // Middleware mode: our own Node entry (src/server/http/entry.ts) owns the HTTP server, serves the API and
  // static assets directly and hands pages to Astro. `astro dev` still works through the catch-all endpoints.
  adapter: node({ mode: 'middleware' }),
  integrations: [react()],
  // Tenancy is decided by the Host header, so Astro must not replace it with "localhost". Any host may reach
  // the server; an unknown host gets the default landing, and links in e-mails never use the request's host.
  security: { allowedDomains: [{ protocol: 'http' }, { protocol: 'https' }], checkOrigin: true },
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? 'localhost' },
  build: { inlineStylesheets: 'never' },
  compressHTML: true,
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
    ssr: { external: ['@electric-sql/pglite', 'pg'] },
  },
});
