// Where a webhook delivery connects (decision 0040): the name is resolved once, every address is checked, and the
// connection's lookup answers exactly the checked addresses.
import type { LookupAddress, LookupOptions } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { deliveryAddresses, pinnedLookup, RefusedTargetError, type Resolver } from './delivery-target';

/** A resolver that answers `answers` in turn (the last one again), counting its calls. */
function scripted(...answers: string[][]): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const resolve = (hostname: string) => {
    const answer = answers[Math.min(calls.length, answers.length - 1)]!;
    calls.push(hostname);
    return Promise.resolve(answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
  return Object.assign(resolve, { calls });
}

describe('deliveryAddresses', () => {
  it('refuses a name that resolves to any address that is not public, naming it', async () => {
    for (const answer of [['127.0.0.1'], ['93.184.215.14', '10.0.0.7'], ['::ffff:a9fe:a9fe'], ['::7f00:1']]) {
      const refused = deliveryAddresses(new URL('https://hooks.example.com/x'), true, scripted(answer));
      await expect(refused).rejects.toBeInstanceOf(RefusedTargetError);
      await expect(refused).rejects.toThrow(`hooks.example.com resolves to ${answer.at(-1)!}, not a public address`);
    }
  });

  it('refuses a non-public host without resolving it', async () => {
    const resolve = scripted(['93.184.215.14']);
    for (const url of ['http://localhost./x', 'http://foo.localhost./x', 'http://[::127.0.0.1]/x', 'http://0x7f.1/'])
      await expect(deliveryAddresses(new URL(url), true, resolve), url).rejects.toBeInstanceOf(RefusedTargetError);
    expect(resolve.calls).toEqual([]);
  });

  it('answers the public addresses of a name, resolved once, and a literal address without resolving', async () => {
    const resolve = scripted(['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'], ['127.0.0.1']);
    expect(await deliveryAddresses(new URL('https://hooks.example.com./x'), true, resolve)).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
    ]);
    // The name as the URL writes it: its final dot keeps it absolute.
    expect(resolve.calls).toEqual(['hooks.example.com.']);
    expect(await deliveryAddresses(new URL('http://[::ffff:808:808]/x'), true, resolve)).toEqual([
      { address: '::ffff:808:808', family: 6 },
    ]);
    expect(resolve.calls).toHaveLength(1);
  });

  it('checks nothing where private addresses are allowed', async () => {
    expect(await deliveryAddresses(new URL('http://rebind.test/x'), false, scripted(['127.0.0.1']))).toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
    expect(await deliveryAddresses(new URL('http://[::1]:8080/x'), false, scripted([]))).toEqual([
      { address: '::1', family: 6 },
    ]);
  });
});

describe('pinnedLookup', () => {
  const checked: LookupAddress[] = [
    { address: '93.184.215.14', family: 4 },
    { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
  ];
  const ask = (options: LookupOptions) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[]; family?: number }>((done) =>
      pinnedLookup(checked)('anything.example', options, (error, address, family) => done({ error, address, family })),
    );

  it('answers the checked addresses whatever name it is asked for', async () => {
    expect(await ask({ all: true })).toEqual({ error: null, address: checked, family: undefined });
    expect(await ask({})).toMatchObject({ error: null, address: '93.184.215.14', family: 4 });
    expect(await ask({ family: 6 })).toMatchObject({ address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 });
    expect(await ask({ family: 'IPv4', all: true })).toMatchObject({ address: [checked[0]] });
  });

  it('has no answer of a family the checked addresses lack', async () => {
    const only4 = await new Promise<NodeJS.ErrnoException | null>((done) =>
      pinnedLookup([checked[0]!])('x.example', { family: 6 }, (error) => done(error)),
    );
    expect(only4?.code).toBe('ENOTFOUND');
  });
});
