/**
 * Setup of the unit project. Files that render components opt into jsdom (`// @vitest-environment jsdom`) and use
 * React Testing Library. Its automatic cleanup and act environment only switch on with vitest globals, which this
 * project does not use: they are set up here, for DOM files only (node files never load React Testing Library).
 */
import { afterAll, afterEach, beforeAll } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let previous: boolean | undefined;
  beforeAll(() => {
    previous = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => cleanup());
  afterAll(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  });
}
