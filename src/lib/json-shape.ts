// Checks of JSON answers before use: a parsed body is `unknown` until its shape is seen.

/** Whether `value` is an object whose `keys` all hold strings. */
export function hasStrings<K extends string>(value: unknown, ...keys: K[]): value is Record<K, string> {
  return (
    typeof value === 'object' && value !== null && keys.every((key) => typeof Reflect.get(value, key) === 'string')
  );
}
