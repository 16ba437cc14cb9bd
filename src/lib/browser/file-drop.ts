// A file field drawn as a drop area (the .file-drop markup: a visually hidden input, a labelled button, the chosen
// file's name): shows the name and size of the chosen file, and takes a file dropped on the area on a desktop.
// Plain DOM: the campaign page's script uses it; the panel's React field follows the same markup.
import type { Translate } from '../i18n-types';
import { fileSize } from '../format/file-size';

/** The line under the button: the chosen file with its size, or that none is chosen. */
export const chosenFileText = (file: File | null | undefined, t: Translate): string =>
  file ? t('upload.chosen', { name: file.name, size: fileSize(file.size) }) : t('upload.noFile');

export function mountFileDrop(area: HTMLElement, input: HTMLInputElement, t: Translate): void {
  const name = area.querySelector<HTMLElement>('[data-file-name]');
  const show = () => {
    if (name) name.textContent = chosenFileText(input.files?.[0], t);
  };
  input.addEventListener('change', show);
  // A form reset empties the input after its listeners ran: read it on the next turn.
  input.form?.addEventListener('reset', () => setTimeout(show));
  const dragging = (on: boolean) => area.toggleAttribute('data-dragging', on);
  area.addEventListener('dragover', (event) => {
    if (input.disabled) return;
    event.preventDefault();
    dragging(true);
  });
  area.addEventListener('dragleave', () => dragging(false));
  area.addEventListener('drop', (event) => {
    event.preventDefault();
    dragging(false);
    const files = event.dataTransfer?.files;
    if (input.disabled || !files || files.length === 0) return;
    // One file per upload: the first one dropped.
    const one = new DataTransfer();
    one.items.add(files[0]!);
    input.files = one.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  show();
}
