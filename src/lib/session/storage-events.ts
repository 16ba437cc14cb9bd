/**
 * Subscribes to the `storage` event, which a browser fires in every other tab of the origin when localStorage
 * changes; the listener gets the changed key (null when storage was cleared). Returns the unsubscribe.
 */
export function onStorageEvent(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  listener: (key: string | null) => void,
) {
  const handler = (event: Event) => listener((event as StorageEvent).key);
  target.addEventListener('storage', handler);
  return () => target.removeEventListener('storage', handler);
}
