import { describe, expect, it } from 'vitest';
import { dictionaries } from '../i18n';
import { scriptMessagesJson } from './script-messages';

describe('scriptMessagesJson', () => {
  it('embeds the key families and single keys asked for, in the page language', () => {
    const messages = JSON.parse(scriptMessagesJson('en', ['notFound.'], ['errorPage.back']));
    expect(messages).toEqual({
      'notFound.title': 'Page Not Found',
      'notFound.message': 'Page not found',
      'errorPage.back': dictionaries.en['errorPage.back'],
    });
  });

  it('keeps placeholders for the script to fill', () => {
    const messages = JSON.parse(scriptMessagesJson('pl', [], ['investorLogin.tokenSent']));
    expect(messages['investorLogin.tokenSent']).toContain('{{email}}');
  });
});
