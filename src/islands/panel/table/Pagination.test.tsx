// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../../i18n';
import { pageItems, Pagination } from './Pagination';

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
  function show(props: { page: number; perPage: number; total: number }) {
    const onPage = vi.fn();
    const onPerPage = vi.fn();
    render(
      <I18nextProvider i18n={getI18n('en')}>
        <Pagination {...props} onPage={onPage} onPerPage={onPerPage} />
      </I18nextProvider>,
    );
    return { onPage, onPerPage, user: userEvent.setup() };
  }
  const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

  it('shows the range, marks the current page and moves between pages', async () => {
    const { onPage, user } = show({ page: 2, perPage: 10, total: 45 });
    expect(screen.getByText('11–20 of 45').hasAttribute('data-range')).toBe(true);
    expect(button('Page 2').getAttribute('aria-current')).toBe('page');
    expect(button('Page 1').hasAttribute('aria-current')).toBe(false);
    await user.click(button('Next'));
    await user.click(button('Previous'));
    await user.click(button('Page 5'));
    expect(onPage.mock.calls).toEqual([[3], [1], [5]]);
  });

  it('disables previous on the first page and next on the last', () => {
    show({ page: 1, perPage: 20, total: 9 });
    expect(screen.getByText('1–9 of 9').hasAttribute('data-range')).toBe(true);
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(true);
  });

  it('changes the page size through a labelled select', async () => {
    const { onPerPage, user } = show({ page: 1, perPage: 20, total: 100 });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    expect(document.querySelector(`label[for="${select.id}"]`)!.textContent).toBe('Rows per page');
    expect(
      within(select)
        .getAllByRole<HTMLOptionElement>('option')
        .map((o) => o.value),
    ).toEqual(['10', '20', '50', '100']);
    await user.selectOptions(select, '50');
    expect(onPerPage).toHaveBeenCalledWith(50);
  });
});
