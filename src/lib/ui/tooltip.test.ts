// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createTooltip, TOOLTIP_DEFAULTS } from './tooltip';

describe('tooltips (SPEC section 9)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const target = () => {
    const button = document.createElement('button');
    document.body.append(button);
    return button;
  };

  it('use the spec defaults: body, auto placement, theme tailwind, hideOnClick off, 350 px', () => {
    const instance = createTooltip(target(), 'Help text')!;
    expect(instance.props.appendTo).toBe(TOOLTIP_DEFAULTS.appendTo);
    expect(typeof instance.props.appendTo === 'function' && instance.props.appendTo(document.body)).toBe(document.body);
    expect(instance.props.placement).toBe('auto');
    expect(instance.props.theme).toBe('tailwind');
    expect(instance.props.hideOnClick).toBe(false);
    expect(instance.props.maxWidth).toBe(350);
    expect(instance.props.content).toBe('Help text');
  });

  it('shows its content in the page body', () => {
    const instance = createTooltip(target(), 'Help text')!;
    instance.show();
    expect(instance.state.isVisible).toBe(true);
    expect(document.body.querySelector('[data-tippy-root]')?.textContent).toContain('Help text');
    expect(document.body.querySelector('.tippy-box')?.getAttribute('data-theme')).toBe('tailwind');
  });

  it('creates nothing for empty content', () => {
    for (const empty of ['', '   ', null, undefined]) expect(createTooltip(target(), empty)).toBeNull();
  });

  it('refuses to show once its content became empty', () => {
    const instance = createTooltip(target(), 'Help text')!;
    instance.setContent('');
    instance.show();
    expect(instance.state.isVisible).toBe(false);
    expect(document.body.querySelector('[data-tippy-root]')).toBeNull();
  });
});
