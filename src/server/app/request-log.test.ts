import { describe, expect, it } from 'vitest';
import { loggablePath } from './request-log';

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
