// The /invest page's script: see invest-controller.ts.
import { browserCore } from '../../lib/browser/core';
import { pageTranslate } from '../page-messages';
import { publicJson, publicTarget } from '../../lib/api/public-request';
import { mountInvestForm, type InvestPageData } from './invest-controller';

const root = document.querySelector<HTMLElement>('[data-invest]');
const dataText = document.getElementById('invest-data')?.textContent;
if (root && dataText) {
  const core = browserCore();
  mountInvestForm(root, JSON.parse(dataText) as InvestPageData, {
    // The link's token is the credential: no API client, so a signed-in investor's panel session stays.
    post: (path, body) => publicJson(publicTarget(core.landing), 'POST', path, body),
    t: pageTranslate(),
  });
}
