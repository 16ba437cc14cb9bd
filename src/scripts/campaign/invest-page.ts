// The /invest page's script: see invest-controller.ts.
import { browserCore } from '../../lib/browser/core';
import { pageTranslate } from '../page-messages';
import { mountInvestForm, type InvestPageData } from './invest-controller';

const root = document.querySelector<HTMLElement>('[data-invest]');
const dataText = document.getElementById('invest-data')?.textContent;
if (root && dataText) {
  const core = browserCore();
  mountInvestForm(root, JSON.parse(dataText) as InvestPageData, {
    post: (path, body) => core.api.post(path, body),
    t: pageTranslate(),
  });
}
