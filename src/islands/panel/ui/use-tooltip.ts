// A tooltip on an element of a React component (src/lib/ui/tooltip.ts: tippy with SPEC section 9's defaults),
// created after mount, its text kept current and destroyed with the element. Shown on hover and keyboard focus;
// tippy links it to the element with aria-describedby while it shows. Empty text: no tooltip.
import { useEffect, useRef, type RefObject } from 'react';
import type { Instance } from 'tippy.js';
import { createTooltip } from '../../../lib/ui/tooltip';

export function useTooltip<E extends Element>(content: string | null | undefined): RefObject<E | null> {
  const ref = useRef<E>(null);
  const instance = useRef<Instance | null>(null);
  useEffect(() => {
    if (!ref.current) return;
    instance.current = createTooltip(ref.current, content || null);
    return () => {
      instance.current?.destroy();
      instance.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once per element; the effect below updates the text
  }, []);
  useEffect(() => {
    if (instance.current) instance.current.setContent(content ?? '');
    else if (ref.current && content) instance.current = createTooltip(ref.current, content);
  }, [content]);
  return ref;
}
