/**
 * The translate function src/lib needs: i18next's `t` of one language fits it. Keeping only this shape here lets
 * framework-free scripts pass any small translator and keeps i18next out of bundles that don't need it.
 */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The translation of `key`, or undefined when the dictionaries have no such key (i18next returns the key). */
export function translateIfKnown(t: Translate, key: string, options?: Record<string, unknown>): string | undefined {
  const text = t(key, { ...options, ifKnown: true });
  return text === key || text === '' ? undefined : text;
}
