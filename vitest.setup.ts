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
    // Files share one document (the unit project does not isolate files): start each from a blank page, as a
    // new jsdom would, whatever the previous file left in the DOM or in storage.
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
    for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name);
    localStorage.clear();
    sessionStorage.clear();
    previous = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => cleanup());
  afterAll(() => {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  });
}
