// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { pageTranslate } from './page-messages';

beforeEach(() => {
  document.body.innerHTML = `<script type="application/json" id="page-messages">${JSON.stringify({
    'validation.required': 'This field is required',
    'investorLogin.tokenSent': 'Sent to {{email}} ({{ email }}).',
  })}</script>`;
});

describe('pageTranslate', () => {
  it('translates embedded keys and interpolates {{variables}}', () => {
    const t = pageTranslate();
    expect(t('validation.required')).toBe('This field is required');
    expect(t('investorLogin.tokenSent', { email: 'a@b.pl' })).toBe('Sent to a@b.pl (a@b.pl).');
  });

  it('returns the key for a message the page did not embed (as i18next does)', () => {
    expect(pageTranslate()('errors.generic')).toBe('errors.generic');
  });

  it('works on a page without messages', () => {
    document.body.innerHTML = '';
    expect(pageTranslate()('x.y')).toBe('x.y');
  });
});
