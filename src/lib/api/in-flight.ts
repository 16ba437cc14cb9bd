// Every write once (issue 36 item 6): a second click on a button, before the page has re-drawn it busy, sends the
// same write again. While a write with the same method, path and JSON body is on its way, asking for it again
// gets the answer of the one in flight, not a second request. Reads are left alone (the retry policy and the
// query cache handle them); bodies that are not JSON (files) are never merged.

/** What makes two writes the same, or null when they must both go (a read, a file, a body JSON can't carry). */
export function writeSignature(method: string, path: string, body: unknown, params?: unknown): string | null {
  if (method === 'GET' || method === 'HEAD') return null;
  if (
    body !== undefined &&
    body !== null &&
    typeof body === 'object' &&
    Object.getPrototypeOf(body) !== Object.prototype &&
    !Array.isArray(body)
  )
    return null;
  try {
    return `${method} ${path} ${JSON.stringify(params ?? null)} ${JSON.stringify(body ?? null)}`;
  } catch {
    return null;
  }
}

/** Shares one promise among the same writes while it is pending. */
export function createInFlight() {
  const pending = new Map<string, Promise<unknown>>();
  return function once<T>(signature: string | null, send: () => Promise<T>): Promise<T> {
    if (signature === null) return send();
    const running = pending.get(signature);
    if (running) return running as Promise<T>;
    const promise = send().finally(() => pending.delete(signature));
    pending.set(signature, promise);
    return promise;
  };
}
