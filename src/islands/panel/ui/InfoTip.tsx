// A small "?" button explaining what is beside it in a tooltip (hover, keyboard focus or a tap on a phone); its
// accessible name says what it explains and the tooltip text describes it while shown.
import { useTooltip } from './use-tooltip';

// 44 px to touch on a phone, small beside the text on a desktop.
const TIP =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-gray-400 text-xs ' +
  'font-semibold text-gray-800 hover:bg-highlight md:h-6 md:w-6';

export function InfoTip({ label, text }: { label: string; text: string }) {
  const ref = useTooltip<HTMLButtonElement>(text);
  return (
    <button ref={ref} type="button" className={TIP} aria-label={label} data-info-tip>
      ?
    </button>
  );
}
