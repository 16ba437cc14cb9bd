import { describe, expect, it } from 'vitest';
import { deliveryState, linksOf, previewHtml, PREVIEW_HEADERS, utcTime } from './mailbox-view';

describe('mailbox view', () => {
  it('lists the distinct links of the plain text', () => {
    const text =
      'Hi\nhttp://localhost:4321/login-with-redirect-token?token=abc-_1\nhttp://localhost:4321\n(http://x.example/a) http://localhost:4321';
    expect(linksOf({ text })).toEqual([
      'http://localhost:4321/login-with-redirect-token?token=abc-_1',
      'http://localhost:4321',
      'http://x.example/a',
    ]);
  });

  it('opens links of the preview in the top window; the preview can run no script', () => {
    expect(previewHtml({ html: '<html><head><title>x</title></head></html>' })).toBe(
      '<html><head><base target="_top"><title>x</title></head></html>',
    );
    const csp = PREVIEW_HEADERS['Content-Security-Policy']!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toMatch(/sandbox [^;]*$/);
    expect(csp).not.toContain('allow-scripts');
  });

  it('shows delivery and UTC time', () => {
    expect(deliveryState({ sentAt: null, error: null })).toBe('outbox');
    expect(deliveryState({ sentAt: new Date(), error: null })).toBe('sent');
    expect(deliveryState({ sentAt: null, error: 'refused' })).toBe('failed');
    expect(utcTime(new Date('2025-01-15T10:00:00.123Z'))).toBe('2025-01-15 10:00:00 UTC');
  });
});
