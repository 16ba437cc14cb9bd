// Where a landing's tokens work (decision 0022): its own hosts and its backendBaseUrl's host, nothing else.
import { describe, expect, it } from 'vitest';
import { landingServesHost, normalizeHost } from './host';

const landing = (hosts: string[], backendBaseUrl = '') => ({ hosts, backendBaseUrl });

describe('landingServesHost', () => {
  it('serves its own hosts (normalised first) and no other', () => {
    const brand = landing(['shop.example', '127.0.0.1']);
    expect(landingServesHost(brand, normalizeHost('Shop.Example:4321'))).toBe(true);
    expect(landingServesHost(brand, normalizeHost('127.0.0.1:80'))).toBe(true);
    expect(landingServesHost(brand, 'other.example')).toBe(false);
    expect(landingServesHost(brand, 'sub.shop.example')).toBe(false);
    expect(landingServesHost(brand, '')).toBe(false);
  });

  it("serves its backendBaseUrl's host, whatever the port or path, when one is set", () => {
    const brand = landing(['shop.example'], 'https://API.shop.example:8443/v1/');
    expect(landingServesHost(brand, 'api.shop.example')).toBe(true);
    expect(landingServesHost(brand, 'shop.example')).toBe(true);
    expect(landingServesHost(brand, 'v1')).toBe(false);
  });

  it('an empty or malformed backendBaseUrl serves nothing more', () => {
    expect(landingServesHost(landing(['a.example']), '')).toBe(false);
    expect(landingServesHost(landing(['a.example'], 'not a url'), 'not a url')).toBe(false);
    expect(landingServesHost(landing(['a.example'], 'not a url'), '')).toBe(false);
  });
});
