import { useEffect, useState } from 'react';
import { useTooltip } from '../ui/use-tooltip';

interface Props {
  text: string;
  /** The width it is cut at, e.g. 'max-w-[14rem]'. */
  className?: string;
}

/**
 * A value on one line, cut with an ellipsis where its cell ends (an e-mail is not wrapped over five lines). Once it
 * is cut it takes the keyboard focus and shows the whole value in a tooltip on focus and on hover; the title
 * attribute carries it too. Not cut, it is plain text (no extra Tab stop).
 */
export function TruncatedText({ text, className = '' }: Props) {
  const [cut, setCut] = useState(false);
  const ref = useTooltip<HTMLSpanElement>(cut ? text : null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => setCut(element.scrollWidth > element.clientWidth + 1);
    check();
    // Without ResizeObserver (jsdom in the component tests) the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, text]);
  return (
    <span
      ref={ref}
      className={`block truncate rounded focus-visible:outline-2 focus-visible:outline-main ${className}`}
      title={text}
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- focusable once cut: its tooltip on focus
      tabIndex={cut ? 0 : undefined}
      data-truncated={cut || undefined}
    >
      {text}
    </span>
  );
}
