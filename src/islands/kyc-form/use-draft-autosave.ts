import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing must pause before the draft is sent (a PUT per keystroke would flood the server). */
const DRAFT_DEBOUNCE_MS = 1200;

export type DraftState =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: string } | { kind: 'failed'; error: unknown };

interface Options<D> {
  /** The draft as it is now (read when a save starts, so the newest answers go). */
  read: () => D;
  save: (draft: D) => Promise<{ savedAt: string }>;
  /** The page is being left with unsaved changes: a last, fire-and-forget save. */
  saveOnLeave: (draft: D) => void;
  /** A save refused for good (403/409): the caller ends the form; no more saves. */
  isFinal?: (error: unknown) => boolean;
  onFinal?: (error: unknown) => void;
  debounceMs?: number;
}

/**
 * Saves the questionnaire's draft as the investor goes: `changed()` after each edit schedules a save once typing
 * pauses; `flush()` saves at once (on a step change). One save runs at a time: edits made during a save are
 * sent by the next one. Leaving the page with unsaved edits sends them with a keepalive request.
 */
export function useDraftAutosave<D>({
  read,
  save,
  saveOnLeave,
  isFinal,
  onFinal,
  debounceMs = DRAFT_DEBOUNCE_MS,
}: Options<D>) {
  const [state, setState] = useState<DraftState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const dirty = useRef(false);
  const running = useRef<Promise<void> | null>(null);
  const stopped = useRef(false);
  const latest = useRef({ read, save, saveOnLeave, isFinal, onFinal, debounceMs });
  latest.current = { read, save, saveOnLeave, isFinal, onFinal, debounceMs };

  const run = useCallback(async (): Promise<void> => {
    if (running.current) {
      // A save is under way: the edits wait for it, then go in one more save.
      await running.current;
      if (dirty.current && !stopped.current) return run();
      return;
    }
    if (!dirty.current || stopped.current) return;
    dirty.current = false;
    setState({ kind: 'saving' });
    let failed = false;
    const current = (async () => {
      try {
        const { savedAt } = await latest.current.save(latest.current.read());
        if (!dirty.current) setState({ kind: 'saved', at: savedAt });
      } catch (error) {
        failed = true;
        if (latest.current.isFinal?.(error)) {
          stopped.current = true;
          latest.current.onFinal?.(error);
          return;
        }
        // Not saved: kept dirty so the next edit or step change tries again.
        dirty.current = true;
        setState({ kind: 'failed', error });
      }
    })();
    running.current = current;
    try {
      await current;
    } finally {
      running.current = null;
    }
    // Edits made while this save ran go in the next one.
    if (dirty.current && !stopped.current && !failed) schedule();
    // No dependencies: schedule and run read only refs (the rule cannot see through the plain function schedule).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- schedule reads only refs and the stable run
  }, []);

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  function schedule() {
    cancelTimer();
    timer.current = setTimeout(() => {
      timer.current = null;
      void run();
    }, latest.current.debounceMs);
  }

  const changed = useCallback(() => {
    if (stopped.current) return;
    dirty.current = true;
    schedule();
    // No dependencies: schedule and run read only refs (the rule cannot see through the plain function schedule).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- schedule reads only refs and the stable run
  }, []);

  const flush = useCallback(async () => {
    cancelTimer();
    await run();
  }, [run]);

  /** No more saves (the questionnaire was submitted or refused). */
  const stop = useCallback(() => {
    stopped.current = true;
    cancelTimer();
  }, []);

  useEffect(() => {
    const leave = () => {
      if (!dirty.current || stopped.current) return;
      cancelTimer();
      dirty.current = false;
      latest.current.saveOnLeave(latest.current.read());
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      cancelTimer();
    };
  }, []);

  return { state, changed, flush, stop };
}
