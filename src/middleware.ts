import { defineMiddleware } from 'astro:middleware';
import { getT } from './i18n';
import { toLandingData } from './lib/branding/landing-data-json';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, pageLanguage } from './lib/page-language';
import { requestLineRefusal } from './server/app/request-hygiene';
import { finishPageResponse, isPrivatePage } from './layouts/robots';
import { normalizeHost } from './server/landings/host';
import { isCrossSiteForm } from './layouts/error-status';

// Host -> landing, language, t. Nothing else: it runs for every page, so it stays cheap (the landing registry
// caches; no database round trip per request).
export const onRequest = defineMiddleware(async (context, next) => {
  const { locals, request, url, cookies } = context;

  // The production entry passes its runtime so Astro's bundle never opens a second database handle;
  // under `astro dev` nobody does, so the process-wide singleton is created and the demo seeded on an empty
  // database (imported lazily for that reason).
  locals.runtime ??= await (await import('./server/dev-runtime')).devRuntime();
  // A malformed Host, or NUL / control characters in the path or query: 400 with the spec's error body before
  // anything reads them (decision record 0021; the production entry refuses them even before Astro).
  const refused = requestLineRefusal(request, locals.runtime.env.TRUST_PROXY);
  if (refused) return refused;

  // Tenancy follows the Host header itself (Astro.url may have been normalised).
  const host = request.headers.get('host') ?? url.host;
  const landing = await locals.runtime.landings.resolveHost(host);
  const { lang, remember } = pageLanguage({
    query: url.searchParams.get('lang'),
    cookie: cookies.get(LANG_COOKIE)?.value,
    landing: landing.language,
  });
  if (remember) {
    cookies.set(LANG_COOKIE, lang, {
      path: '/',
      sameSite: 'lax',
      maxAge: LANG_COOKIE_MAX_AGE,
      secure: url.protocol === 'https:',
    });
  }

  locals.landing = landing;
  locals.hostOwned = landing.hosts.includes(normalizeHost(host));
  locals.lang = lang;
  locals.t = getT(lang);
  locals.landingData = toLandingData(landing);
  // Pages a token opens (by path or by a ?token= query), the panel and the mailbox stay out of search engines
  // (header here, meta in BaseHead).
  locals.noIndex = isPrivatePage(url.pathname, url.search);
  // A form posted from another site (Astro's checkOrigin, done here): the generic error page, 403.
  if (isCrossSiteForm(request.method, request.headers, url.origin)) {
    locals.errorStatus = 403;
    locals.noIndex = true;
    return finishPageResponse(await next('/error'), { noIndex: true });
  }
  return finishPageResponse(await next(), { noIndex: locals.noIndex });
});
