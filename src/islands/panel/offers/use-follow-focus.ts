import { useEffect, useState, type RefObject } from 'react';

/**
 * Keeps the keyboard focus with a card that moves (issue 36, item 7). A card moved by keyboard, or by the move
 * dialog, is taken out of its column and mounted anew in another (and back again when the server refuses): the
 * focused handle goes with the old element and the focus falls to the page's body. While a card is followed, each
 * change of the board (cards mounted, the dialog closed) that leaves the focus on the body puts it on the card's
 * handle, or on its link when it can move no more. Following stops when the focus goes anywhere else or the pointer
 * is used. Answers the function that starts following a card (by id).
 */
export function useFollowFocus(board: RefObject<HTMLElement | null>): (id: string) => void {
  const [followed, setFollowed] = useState<string | null>(null);
  useEffect(() => {
    const root = board.current;
    if (!followed || !root) return;
    // The board's cards and the move dialog are inside root.
    const selector = `[data-offer-card="${CSS.escape(followed)}"]`;
    const place = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const card = root.querySelector(selector);
      (card?.querySelector<HTMLElement>('[data-drag-handle]') ?? card?.querySelector<HTMLElement>('a[href]'))?.focus();
    };
    const observer = new MutationObserver(place);
    observer.observe(root, { childList: true, subtree: true });
    // A dialog's close event gives the focus back to its trigger, gone when the card moved first: placed after it.
    const onClose = () => queueMicrotask(place);
    root.addEventListener('close', onClose, true);
    place();
    const onFocus = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest(selector)) setFollowed(null);
    };
    const stop = () => setFollowed(null);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('pointerdown', stop);
    return () => {
      observer.disconnect();
      root.removeEventListener('close', onClose, true);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('pointerdown', stop);
    };
  }, [followed, board]);
  return setFollowed;
}
