import type { Dispatch, RefObject, SetStateAction } from 'react';
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
  const running = useRef<Promise<unknown> | null>(null);
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
    const current = saveOnce(latest, dirty, stopped, setState);
    running.current = current;
    let failed: boolean;
    try {
      failed = await current;
    } finally {
      running.current = null;
    }
    // Edits made while this save ran go in the next one.
    if (dirty.current && !stopped.current && !failed) schedule();
    // No dependencies: schedule and run read only refs (the rule cannot see through the plain function schedule).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- schedule reads only refs and the stable run
  }, []);

  const cancelTimer = () => clearTimer(timer);

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

  useSaveOnLeave(latest, dirty, stopped, timer);

  return { state, changed, flush, stop };
}

/**
 * One save of the draft as it is now. A failure keeps the draft dirty so the next edit or step change tries again,
 * unless it is final (the form ends and no more saves go). Resolves to whether the save failed.
 */
async function saveOnce<D>(
  latest: RefObject<Pick<Options<D>, 'read' | 'save' | 'isFinal' | 'onFinal'>>,
  dirty: RefObject<boolean>,
  stopped: RefObject<boolean>,
  setState: Dispatch<SetStateAction<DraftState>>,
): Promise<boolean> {
  try {
    const { savedAt } = await latest.current.save(latest.current.read());
    if (!dirty.current) setState({ kind: 'saved', at: savedAt });
    return false;
  } catch (error) {
    if (latest.current.isFinal?.(error)) {
      stopped.current = true;
      latest.current.onFinal?.(error);
      return true;
    }
    // Not saved: kept dirty so the next edit or step change tries again.
    dirty.current = true;
    setState({ kind: 'failed', error });
    return true;
  }
}

/** Leaving the page with unsaved edits sends them with the caller's fire-and-forget save. */
function useSaveOnLeave<D>(
  latest: RefObject<Pick<Options<D>, 'read' | 'saveOnLeave'>>,
  dirty: RefObject<boolean>,
  stopped: RefObject<boolean>,
  timer: RefObject<ReturnType<typeof setTimeout> | null>,
) {
  useEffect(() => {
    const cancelTimer = () => clearTimer(timer);
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
    // The refs are the caller's useRef objects, the same on every render: the listener is added once.
  }, [latest, dirty, stopped, timer]);
}

function clearTimer(timer: RefObject<ReturnType<typeof setTimeout> | null>) {
  if (timer.current) clearTimeout(timer.current);
  timer.current = null;
}
