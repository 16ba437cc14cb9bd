// The public campaign page (/campaign?token=...): the action area's script, see src/scripts/campaign/. No
// React, no i18next, no zod: messages come from the page (#page-messages), the amount rules from src/lib.
import { browserCore } from '../lib/browser/core';
import { saveBlob } from '../lib/browser/download';
import { pageTranslate } from './page-messages';
import { mountCampaignOffer } from './campaign/controller';
import { readCampaignPageData } from '../lib/campaign/page-data';
import { createCampaignApi } from './campaign/transport';
import { publicTarget } from '../lib/api/public-request';

const root = document.querySelector<HTMLElement>('[data-offer-actions]');
const data = readCampaignPageData(document);
if (root && data) {
  const core = browserCore();
  const landing = core.branding.$landing.get();
  const lang = document.documentElement.lang || 'pl';
  mountCampaignOffer(root, data, {
    api: createCampaignApi({ ...publicTarget(landing), lang }),
    t: pageTranslate(),
    lang,
    save: (blob, filename) => saveBlob(blob, filename, document),
  });
}
