/**
 * The classes of the panel's larger modal dialogs: a card in the middle of the screen, `width` wide at most (a
 * Tailwind width class, written out where it is used so Tailwind sees it); under 640 px a full-screen sheet, so a
 * form or a long list has the whole phone screen.
 */
export function sheetDialogClass(width: string): string {
  return (
    `m-auto ${width} max-w-[calc(100vw-2rem)] rounded-xl border border-gray-200 bg-white p-6 ` +
    'text-gray-900 shadow-xl backdrop:bg-gray-900/40 ' +
    'max-sm:m-0 max-sm:h-dvh max-sm:max-h-none max-sm:w-full max-sm:max-w-none max-sm:rounded-none max-sm:p-4'
  );
}
