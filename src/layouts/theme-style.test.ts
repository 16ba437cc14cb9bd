import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { themeStyleCss, cspSha256, textColorOn } from './theme-style';

describe('themeStyleCss', () => {
  it('is empty for the named themes (their colours live in global.css)', () => {
    expect(themeStyleCss({ theme: 'default', themeColors: null })).toBeUndefined();
    expect(themeStyleCss({ theme: 'navy', themeColors: '#000000,#111111,#222222' })).toBeUndefined();
  });

  it('sets main, hover and highlight from themeColors for a custom theme', () => {
    const css = themeStyleCss({ theme: 'custom', themeColors: '#0f766e, #115e59, #f0fdfa' });
    expect(css).toBe(
      '.theme-custom{--color-main:#0f766e;--color-hover:#115e59;--color-highlight:#f0fdfa;--color-on-main:#ffffff}',
    );
  });

  it('falls back to the default colours when a custom theme has no valid colours', () => {
    expect(themeStyleCss({ theme: 'custom', themeColors: 'red;}body{display:none' })).toContain('--color-main:#000000');
  });

  it('sets the panel colours that are given, for any theme', () => {
    expect(
      themeStyleCss({
        theme: 'navy',
        themeColors: null,
        advisorPanelHeaderColor: '#172554',
        advisorPanelDescriptionColor: null,
        investorPanelHeaderColor: '#134e4a',
        investorPanelDescriptionColor: '#115e59',
      }),
    ).toBe(
      ':root{--advisor-panel-header:#172554;--investor-panel-header:#134e4a;--investor-panel-description:#115e59}',
    );
    expect(
      themeStyleCss({
        theme: 'custom',
        themeColors: '#0f766e,#115e59,#f0fdfa',
        advisorPanelDescriptionColor: '#0f766e',
      }),
    ).toMatch(/^\.theme-custom\{[^}]+\}:root\{--advisor-panel-description:#0f766e\}$/);
  });

  it('picks dark text on a light main colour', () => {
    expect(themeStyleCss({ theme: 'custom', themeColors: '#fde047,#facc15,#fefce8' })).toContain(
      '--color-on-main:#111827',
    );
  });
});

describe('textColorOn', () => {
  it('chooses the more readable of white and near-black', () => {
    expect(textColorOn('#000000')).toBe('#ffffff');
    expect(textColorOn('#172554')).toBe('#ffffff');
    expect(textColorOn('#ffffff')).toBe('#111827');
  });
});

describe('cspSha256', () => {
  it('is the CSP hash source of exactly that text', () => {
    const text = '.theme-custom{--color-main:#0f766e}';
    const expected = createHash('sha256').update(text).digest('base64');
    expect(cspSha256(text)).toBe(`sha256-${expected}`);
  });
});
