// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { pageItems, Pagination } from './Pagination';

let container: HTMLDivElement;
let root: Root;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the ends and the neighbourhood, with gaps, never a gap of one page', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageItems(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageItems(5, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 12]);
    expect(pageItems(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});

describe('Pagination', () => {
  function render(props: { page: number; perPage: number; total: number }) {
    const onPage = vi.fn();
    const onPerPage = vi.fn();
    act(() =>
      root.render(
        <I18nextProvider i18n={getI18n('en')}>
          <Pagination {...props} onPage={onPage} onPerPage={onPerPage} />
        </I18nextProvider>,
      ),
    );
    return { onPage, onPerPage };
  }
  const button = (name: string) => [...container.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!;

  it('shows the range, marks the current page and moves between pages', () => {
    const { onPage } = render({ page: 2, perPage: 10, total: 45 });
    expect(container.querySelector('[data-range]')!.textContent).toBe('11–20 of 45');
    expect(button('Page 2').getAttribute('aria-current')).toBe('page');
    expect(button('Page 1').hasAttribute('aria-current')).toBe(false);
    act(() => button('Next').click());
    act(() => button('Previous').click());
    act(() => button('Page 5').click());
    expect(onPage.mock.calls).toEqual([[3], [1], [5]]);
  });

  it('disables previous on the first page and next on the last', () => {
    render({ page: 1, perPage: 20, total: 9 });
    expect(container.querySelector('[data-range]')!.textContent).toBe('1–9 of 9');
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
  });

  it('changes the page size through a labelled select', () => {
    const { onPerPage } = render({ page: 1, perPage: 20, total: 100 });
    const select = container.querySelector('select')!;
    expect(container.querySelector(`label[for="${select.id}"]`)!.textContent).toBe('Rows per page');
    expect([...select.options].map((o) => o.value)).toEqual(['10', '20', '50', '100']);
    act(() => {
      select.value = '50';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(onPerPage).toHaveBeenCalledWith(50);
  });
});
