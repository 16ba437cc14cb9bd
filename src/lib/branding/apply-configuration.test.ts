// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyAdminConfiguration, parseThemeColors, retitle } from './apply-configuration';

const css = (name: string) => document.documentElement.style.getPropertyValue(name);

describe('retitle', () => {
  it("keeps the page's own part of the title and replaces the site title", () => {
    expect(retitle('For advisors · Old brand', 'Old brand', 'New brand')).toBe('For advisors · New brand');
    expect(retitle('Old brand', 'Old brand', 'New brand')).toBe('New brand');
    expect(retitle('Something else', 'Old brand', 'New brand')).toBe('New brand');
  });
});

describe('admin configuration overrides the brand', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Rendered</title><link rel="icon" href="/rendered.ico">';
    document.documentElement.removeAttribute('style');
  });

  it('sets favicon, title and the theme colours as CSS variables', () => {
    applyAdminConfiguration(document, {
      favicon: '/custom.ico',
      siteTitle: 'Custom brand',
      themeColors: '#112233, #445566,#778899',
      investorPanelHeaderColor: '#010101',
      investorPanelDescriptionColor: '#020202',
      advisorPanelHeaderColor: '#030303',
      advisorPanelDescriptionColor: '#040404',
    });
    expect(document.title).toBe('Custom brand');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.getAttribute('href')).toBe('/custom.ico');
    expect(css('--color-main')).toBe('#112233');
    expect(css('--color-hover')).toBe('#445566');
    expect(css('--color-highlight')).toBe('#778899');
    expect(css('--investor-panel-header')).toBe('#010101');
    expect(css('--investor-panel-description')).toBe('#020202');
    expect(css('--advisor-panel-header')).toBe('#030303');
    expect(css('--advisor-panel-description')).toBe('#040404');
  });

  it('adds a favicon link when the page has none', () => {
    document.head.innerHTML = '';
    applyAdminConfiguration(document, { favicon: '/x.ico' });
    expect(document.querySelector('link[rel="icon"]')!.getAttribute('href')).toBe('/x.ico');
  });

  it('leaves the brand alone for missing values and ignores values that are not colours', () => {
    applyAdminConfiguration(document, {
      favicon: null,
      siteTitle: null,
      themeColors: '#111111,red;background:url(x),#222222',
      advisorPanelHeaderColor: 'expression(alert(1))',
    });
    expect(document.title).toBe('Rendered');
    expect(document.querySelector('link[rel="icon"]')!.getAttribute('href')).toBe('/rendered.ico');
    expect(css('--color-main')).toBe('');
    expect(css('--advisor-panel-header')).toBe('');
  });

  it('parses "main,hover,highlight"', () => {
    expect(parseThemeColors('#000000,#111827,#f9fafb')).toEqual({
      main: '#000000',
      hover: '#111827',
      highlight: '#f9fafb',
    });
    expect(parseThemeColors('#000000,#111827')).toBeNull();
    expect(parseThemeColors(null)).toBeNull();
  });
});
