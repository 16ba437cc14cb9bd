// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispositionName, saveBlob } from './download';

describe('dispositionName', () => {
  it('prefers the RFC 5987 name, then the quoted or bare one, then the fallback', () => {
    expect(
      dispositionName(`attachment; filename="potwierdzenie_.pdf"; filename*=UTF-8''potwierdzenie%C5%BC.pdf`, 'x'),
    ).toBe('potwierdzenież.pdf');
    expect(dispositionName(`attachment; filename="oferta.pdf"; filename*=UTF-8''oferta-%C5%BC.pdf`, 'x')).toBe(
      'oferta-ż.pdf',
    );
    expect(dispositionName("attachment; filename*=UTF-8''potwierdzenie%20wp%C5%82aty.pdf", 'x')).toBe(
      'potwierdzenie wpłaty.pdf',
    );
    expect(dispositionName('attachment; filename="a b.png"', 'x')).toBe('a b.png');
    expect(dispositionName('attachment; filename="oferty-2026-11-21.csv"', 'x.csv')).toBe('oferty-2026-11-21.csv');
    expect(dispositionName('attachment; filename=plain.jpg', 'x')).toBe('plain.jpg');
  });

  it('falls back past a malformed escape, and to the fallback without a name', () => {
    expect(dispositionName(`attachment; filename*=UTF-8''%E0%A4%A; filename="safe.pdf"`, 'x')).toBe('safe.pdf');
    expect(dispositionName(null, 'fallback.pdf')).toBe('fallback.pdf');
    expect(dispositionName('attachment', 'offers.csv')).toBe('offers.csv');
    expect(dispositionName('attachment; filename=""', 'x.pdf')).toBe('x.pdf');
  });
});

describe('saveBlob', () => {
  afterEach(() => vi.useRealTimers());

  it('clicks a hidden download link for the blob, removes it, and revokes the URL later', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:test-url');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const blob = new Blob(['%PDF']);
    saveBlob(blob, 'oferta.pdf');
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({ download: 'oferta.pdf', href: 'blob:test-url', hidden: true, rel: 'noopener' });
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(revoked).toHaveBeenCalledWith('blob:test-url');
    click.mockRestore();
  });
});
