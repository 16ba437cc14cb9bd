import { describe, expect, it } from 'vitest';
import { escapeHtml, html, safeUrl } from './html';

describe('html', () => {
  it('escapes interpolated values and keeps nested html', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p title="${'"x"'}">${'a & b'}${inner}${['<', html`<br />`]}${null}${false}</p>`.value).toBe(
      '<p title="&quot;x&quot;">a &amp; b<b>&lt;i&gt;</b>&lt;<br /></p>',
    );
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('lets only http(s) URLs into links', () => {
    expect(safeUrl('https://a.example/x?y=1')).toBe('https://a.example/x?y=1');
    expect(safeUrl('javascript:alert(1)')).toBe('#');
    expect(safeUrl('data:text/html,x')).toBe('#');
  });
});
