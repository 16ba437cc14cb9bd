/// <reference types="astro/client" />

// What src/middleware.ts puts on Astro.locals for every page and endpoint.
declare namespace App {
  interface Locals {
    /** The process's runtime: passed by the production entry, else created by the middleware (astro dev). */
    runtime: import('./server/runtime').Runtime;
    /** The landing (white-label brand) of the request's Host. */
    landing: import('./lib/contracts/landing').Landing;
    /**
     * Whether `landing` owns the Host. False on a host no landing owns, which shows the default brand as a
     * fallback but acts for no landing: links with a token (campaign, invest, KYC) do not open there (decision 0022).
     */
    hostOwned: boolean;
    /** The page language: ?lang= > `lang` cookie > the landing's language; Polish is the fallback. */
    lang: import('./lib/language').Language;
    /** Translate function of `lang` (one i18next instance per language). */
    t: import('i18next').TFunction;
    /** The landing data embedded in every page as #landing-data (SPEC section 3). */
    landingData: import('./lib/contracts/landing').LandingData;
    /**
     * Set only by the server's campaign page fast path (src/server/http/campaign-page.ts) when it renders the
     * /campaign layout once per brand and language: markers to put in place of the title, description and content.
     */
    campaignShell?: { title: string; description: string | undefined; body: string };
    /** A page search engines must not index (src/layouts/robots.ts): X-Robots-Tag and the robots meta tag. */
    noIndex?: boolean;
    /** The status src/pages/error.astro shows: set by the server and the middleware only (never from the request). */
    errorStatus?: number;
  }
}
