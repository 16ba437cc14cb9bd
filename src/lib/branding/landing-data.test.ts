// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readLandingData } from './landing-data';

const embed = (json: string) => {
  document.body.innerHTML = `<script type="application/json" id="landing-data">${json}</script>`;
};

describe('readLandingData', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads the landing data the page embeds', () => {
    embed(
      '{"id":"L1","language":"EN","favicon":"/f.ico","siteTitle":"Brand","theme":"navy","backendBaseUrl":"","investorPanelBlocked":true}',
    );
    expect(readLandingData(document)).toEqual({
      id: 'L1',
      language: 'EN',
      favicon: '/f.ico',
      siteTitle: 'Brand',
      theme: 'navy',
      backendBaseUrl: '',
      investorPanelBlocked: true,
    });
  });

  it('fills defaults for missing optional fields', () => {
    embed('{"id":"L1"}');
    expect(readLandingData(document)).toMatchObject({
      id: 'L1',
      language: '',
      backendBaseUrl: '',
      theme: 'default',
      investorPanelBlocked: false,
    });
  });

  it('gives null when the element is missing, empty, malformed or has no id', () => {
    expect(readLandingData(document)).toBeNull();
    for (const bad of ['', '{', 'null', '[]', '{"language":"PL"}']) {
      embed(bad);
      expect(readLandingData(document), bad).toBeNull();
    }
  });
});
