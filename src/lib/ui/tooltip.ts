import tippy, { type Instance, type Props } from 'tippy.js';
import 'tippy.js/dist/tippy.css';
import '../../styles/tippy-tailwind.css';

/** Tooltip defaults of SPEC section 9. */
export const TOOLTIP_DEFAULTS = {
  appendTo: () => document.body,
  placement: 'auto',
  theme: 'tailwind',
  hideOnClick: false,
  maxWidth: 350,
} as const satisfies Partial<Props>;

const isEmptyContent = (content: Props['content'] | null | undefined) =>
  content == null || (typeof content === 'string' && content.trim() === '');

/**
 * Attaches a tooltip to an element: appended to <body>, automatic placement, theme 'tailwind', not hidden on
 * click, at most 350 px wide. Empty content never shows: no tooltip is created for it (null), and one whose
 * content later becomes empty refuses to show.
 */
export function createTooltip(
  target: Element,
  content: string | Element | null | undefined,
  options: Partial<Props> = {},
): Instance | null {
  if (isEmptyContent(content)) return null;
  return tippy(target, {
    ...TOOLTIP_DEFAULTS,
    ...options,
    content: content as string | Element,
    onShow(instance) {
      if (isEmptyContent(instance.props.content)) return false;
      return options.onShow?.(instance);
    },
  });
}
