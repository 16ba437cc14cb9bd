// Creating and changing landings: validation with the shared brand schema, hosts owned by one landing,
// exactly one default.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { ConflictError, NotFoundError } from '../errors/http-error';
import { ValidationError } from '../errors/validation-error';
import { createLandingService, type LandingService } from './landing-service';

let t: TestApp;
let service: LandingService;
beforeAll(async () => {
  t = await createTestApp();
  service = createLandingService({ database: t.runtime.database, landings: t.runtime.landings });
});
afterAll(() => t.close());

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('create', () => {
  it('stores a landing with defaults and normalised hosts', async () => {
    const brand = await service.create({
      slug: 'acme',
      hosts: ['Acme.Example.COM:8443', 'www.acme.example.com'],
      siteTitle: 'Acme',
    });
    expect(brand).toMatchObject({
      slug: 'acme',
      hosts: ['acme.example.com', 'www.acme.example.com'],
      isDefault: false,
      language: 'pl',
      theme: 'default',
      backendBaseUrl: '',
      texts: { pl: {}, en: {} },
    });
    expect(brand.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(brand.updatedAt).toISOString()).toBe(brand.updatedAt);
    expect((await service.get('acme'))?.id).toBe(brand.id);
    expect((await service.get(brand.id))?.slug).toBe('acme');
  });

  it('rejects invalid fields with violations naming them', async () => {
    const error = await rejection(
      service.create({
        slug: 'Bad Slug',
        hosts: ['not a host!'],
        siteTitle: '',
        theme: 'custom',
        favicon: 'javascript:alert(1)',
      }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    const paths = (error as ValidationError).violations.map((v) => v.propertyPath).sort();
    expect(paths).toEqual(['favicon', 'hosts[0]', 'siteTitle', 'slug', 'themeColors']);
  });

  it('refuses a host or slug another landing has', async () => {
    const hostTaken = await rejection(service.create({ slug: 'copycat', hosts: ['localhost'], siteTitle: 'Copy' }));
    expect(hostTaken).toBeInstanceOf(ConflictError);
    expect((hostTaken as ConflictError).violations[0]?.message).toContain('"default"');
    const slugTaken = await rejection(service.create({ slug: 'navy', hosts: ['other.localhost'], siteTitle: 'Copy' }));
    expect(slugTaken).toBeInstanceOf(ConflictError);
    expect((await service.list()).map((b) => b.slug)).not.toContain('copycat');
  });

  it('refuses concurrent creations of the same host but one', async () => {
    const attempts = await Promise.allSettled(
      ['race-a', 'race-b', 'race-c'].map((slug) =>
        service.create({ slug, hosts: ['race.localhost'], siteTitle: slug }),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    for (const attempt of attempts.filter((a) => a.status === 'rejected')) {
      expect(attempt.reason).toBeInstanceOf(ConflictError);
    }
  });
});

describe('update', () => {
  it('changes fields, texts and hosts and moves updatedAt', async () => {
    const before = (await service.get('acme'))!;
    const after = await service.update('acme', {
      set: { siteTitle: 'Acme Capital', theme: 'custom', themeColors: '#112233, #223344, #f0f0f0' },
      texts: { pl: { title: 'Witaj' }, en: { title: 'Welcome' } },
      addHosts: ['acme.localhost'],
      removeHosts: ['WWW.acme.example.com'],
    });
    expect(after).toMatchObject({
      siteTitle: 'Acme Capital',
      themeColors: '#112233,#223344,#f0f0f0',
      texts: { pl: { title: 'Witaj' }, en: { title: 'Welcome' } },
      hosts: ['acme.example.com', 'acme.localhost'],
    });
    expect(after.updatedAt > before.updatedAt).toBe(true);
    const removedText = await service.update('acme', { texts: { pl: { title: null } } });
    expect(removedText.texts).toEqual({ pl: {}, en: { title: 'Welcome' } });
  });

  it('moves the default: exactly one landing is the default', async () => {
    await service.update('acme', { set: { isDefault: true } });
    const defaults = (await service.list()).filter((b) => b.isDefault).map((b) => b.slug);
    expect(defaults).toEqual(['acme']);
    expect((await t.runtime.landings.resolveHost('unknown.example')).slug).toBe('acme');
    const unset = await rejection(service.update('acme', { set: { isDefault: false } }));
    expect(unset).toBeInstanceOf(ValidationError);
    await service.update('default', { set: { isDefault: true } });
    expect((await service.list()).filter((b) => b.isDefault).map((b) => b.slug)).toEqual(['default']);
  });

  it('refuses to remove the last host, an unknown host or a taken one', async () => {
    expect(await rejection(service.update('navy', { removeHosts: ['127.0.0.1'] }))).toBeInstanceOf(ValidationError);
    expect(await rejection(service.update('navy', { removeHosts: ['nope.localhost'] }))).toBeInstanceOf(
      ValidationError,
    );
    expect(await rejection(service.update('navy', { addHosts: ['localhost'] }))).toBeInstanceOf(ConflictError);
    expect((await service.get('navy'))!.hosts).toEqual(['127.0.0.1']);
  });

  it('answers an unknown landing with NotFoundError', async () => {
    expect(await rejection(service.update('no-such', { set: { siteTitle: 'x' } }))).toBeInstanceOf(NotFoundError);
    expect(
      await rejection(service.update('00000000-0000-4000-8000-000000000000', { set: { siteTitle: 'x' } })),
    ).toBeInstanceOf(NotFoundError);
  });
});
