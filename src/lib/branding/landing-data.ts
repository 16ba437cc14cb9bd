import type { LandingData } from '../contracts/landing';

/** The id of the element every page embeds its landing data in (issue 2, item 4). */
const LANDING_DATA_ID = 'landing-data';

/**
 * Reads the landing data (id, language, favicon, siteTitle, theme, backendBaseUrl, investorPanelBlocked) from
 * `<script type="application/json" id="landing-data">`; null when the page has none or it is malformed.
 */
export function readLandingData(doc: Pick<Document, 'getElementById'>): LandingData | null {
  const element = doc.getElementById(LANDING_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<LandingData> | null;
    if (!data || typeof data !== 'object' || typeof data.id !== 'string' || !data.id) return null;
    return {
      id: data.id,
      language: typeof data.language === 'string' ? data.language : '',
      favicon: typeof data.favicon === 'string' ? data.favicon : '',
      siteTitle: typeof data.siteTitle === 'string' ? data.siteTitle : '',
      theme: typeof data.theme === 'string' ? data.theme : 'default',
      backendBaseUrl: typeof data.backendBaseUrl === 'string' ? data.backendBaseUrl : '',
      investorPanelBlocked: data.investorPanelBlocked === true,
    };
  } catch {
    return null;
  }
}
