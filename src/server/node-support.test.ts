import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSupportedNode, SUPPORTED_NODE } from './node-support';

describe('isSupportedNode', () => {
  it('is the range package.json declares', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
    };
    expect(SUPPORTED_NODE).toBe(pkg.engines.node);
  });

  it('admits the floor of each line and what follows it on that line', () => {
    for (const version of ['22.22.3', 'v22.23.3', '24.16.0', '24.21.0', '26.3.0', '27.0.0'])
      expect(isSupportedNode(version), version).toBe(true);
  });

  it('refuses what argon2 crashes on, the lines between and the end-of-life ones', () => {
    for (const version of ['22.12.0', 'v22.22.2', '20.20.2', '23.11.0', '24.15.9', '25.2.0', '26.2.9', 'not a version'])
      expect(isSupportedNode(version), version).toBe(false);
  });

  it('refuses a range it cannot read rather than guessing', () => {
    expect(() => isSupportedNode('24.0.0', '~24.0.0')).toThrow(/Unsupported range/);
  });
});
