// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowCard } from './RowCard';
import { TruncatedText } from './TruncatedText';

describe('RowCard', () => {
  it('shows the row as a heading, each field with its label, and the actions', () => {
    render(
      <ul>
        <RowCard
          title={<a href="/app/kyc/1">Anna Nowak</a>}
          markers={{ 'data-kyc-row': '1' }}
          fields={[
            { id: 'investorEmail', label: 'Investor e-mail', value: 'anna@example.com' },
            { id: 'status', label: 'Status', value: 'Sent' },
          ]}
          actions={<button type="button">Resend</button>}
        />
      </ul>,
    );
    const card = screen.getByRole('listitem');
    expect(card.getAttribute('data-kyc-row')).toBe('1');
    expect(within(card).getByRole('heading', { level: 2, name: 'Anna Nowak' })).toBeTruthy();
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Investor e-mail', 'Status']);
    expect(values).toEqual(['anna@example.com', 'Sent']);
    expect(within(card).getByRole('button', { name: 'Resend' })).toBeTruthy();
  });
});

describe('TruncatedText', () => {
  // jsdom lays nothing out: the widths are what a browser would measure, the observer calls back at once.
  const widths = (scroll: number, client: number) => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
  };
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  afterEach(() => vi.restoreAllMocks());

  it('is plain text while the value fits', () => {
    widths(100, 200);
    render(<TruncatedText text="anna@example.com" />);
    const text = screen.getByText('anna@example.com');
    expect(text.hasAttribute('tabindex')).toBe(false);
    expect(text.getAttribute('title')).toBe('anna@example.com');
  });

  it('takes the focus once cut, with the whole value in its title', () => {
    widths(300, 160);
    render(<TruncatedText text="a.very.long.address@example.com" />);
    const text = screen.getByText('a.very.long.address@example.com');
    expect(text.getAttribute('tabindex')).toBe('0');
    expect(text.getAttribute('data-truncated')).toBe('true');
    expect(text.getAttribute('title')).toBe('a.very.long.address@example.com');
    text.focus();
    expect(document.activeElement).toBe(text);
  });
});
