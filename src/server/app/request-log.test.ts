import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../runtime-types';
import type { AppEnv } from './app-env';
import { loggablePath, requestLog } from './request-log';

describe('loggablePath', () => {
  it('masks token-like segments and keeps ids and words', () => {
    expect(loggablePath('/public-api/campaign-offer/q8Zk3lP0vXr7YtB2nM5cW9aE4sD1fG6h')).toBe(
      '/public-api/campaign-offer/:token',
    );
    expect(loggablePath('/public-api/kyc/investor-request/preview/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc')).toBe(
      '/public-api/kyc/investor-request/preview/:token',
    );
    expect(loggablePath('/api/advisor/advisor/3f2b8c1e-1111-4000-8000-000000000000/activate')).toBe(
      '/api/advisor/advisor/3f2b8c1e-1111-4000-8000-000000000000/activate',
    );
    expect(loggablePath('/public-api/advisor-panel-configuration')).toBe('/public-api/advisor-panel-configuration');
  });
});

describe('requestLog', () => {
  /** A logger that keeps its lines, at `info` or at `warn` (which drops info lines). */
  function recordingLogger(level: 'info' | 'warn') {
    const lines: Array<{ level: string; message: string; fields?: Record<string, unknown> }> = [];
    const keep = (at: string) => (message: string, fields?: Record<string, unknown>) =>
      void lines.push({ level: at, message, fields });
    const logger: Logger = {
      debug: keep('debug'),
      info: keep('info'),
      warn: keep('warn'),
      error: keep('error'),
      enabled: (at) => level === 'info' || at !== 'info',
    };
    return { logger, lines };
  }

  function appWith(logger: Logger) {
    const app = new Hono<AppEnv>();
    app.use(requestLog(logger));
    app.get('/public-api/campaign-offer/:token', (c) => c.json({ ok: true }));
    app.get('/fails', (c) => c.json({ ok: false }, 500));
    return app;
  }

  it('logs an answered request at info with its masked path and matched route', async () => {
    const { logger, lines } = recordingLogger('info');
    await appWith(logger).request('/public-api/campaign-offer/q8Zk3lP0vXr7YtB2nM5cW9aE4sD1fG6h?x=1');
    expect(lines).toEqual([
      {
        level: 'info',
        message: 'request',
        fields: expect.objectContaining({
          method: 'GET',
          path: '/public-api/campaign-offer/:token',
          route: '/public-api/campaign-offer/:token',
          status: 200,
        }) as unknown,
      },
    ]);
  });

  it('builds no line a logger at warn would drop, and still logs a server error', async () => {
    const { logger, lines } = recordingLogger('warn');
    const app = appWith(logger);
    await app.request('/public-api/campaign-offer/q8Zk3lP0vXr7YtB2nM5cW9aE4sD1fG6h');
    expect(lines).toEqual([]);
    await app.request('/fails');
    expect(lines).toEqual([
      { level: 'error', message: 'request', fields: expect.objectContaining({ status: 500 }) as unknown },
    ]);
  });
});
