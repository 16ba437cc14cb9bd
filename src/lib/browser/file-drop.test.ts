// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { chosenFileText, mountFileDrop } from './file-drop';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${String(options.name)} ${String(options.size)}` : key;

function field() {
  document.body.innerHTML = `<form><div class="file-drop" data-dropzone>
    <input id="f" type="file" class="sr-only" /><label for="f">Wybierz plik</label><span data-file-name></span>
  </div></form>`;
  const area = document.querySelector<HTMLElement>('[data-dropzone]')!;
  const input = document.querySelector<HTMLInputElement>('#f')!;
  mountFileDrop(area, input, t);
  return { area, input, name: () => document.querySelector('[data-file-name]')!.textContent };
}

describe('file drop area (issue 17: the page language, not the browser\'s "Choose File / No file chosen")', () => {
  it('says no file is chosen, then the chosen file with its size in the one format', () => {
    const { input, name } = field();
    expect(name()).toBe('upload.noFile');
    const file = new File([new Uint8Array(1536)], 'przelew.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change'));
    expect(name()).toBe('upload.chosen przelew.png 1,5 KB');
  });

  it('marks the area while a file is dragged over it', () => {
    const { area } = field();
    area.dispatchEvent(new Event('dragover', { cancelable: true }));
    expect(area.hasAttribute('data-dragging')).toBe(true);
    area.dispatchEvent(new Event('dragleave'));
    expect(area.hasAttribute('data-dragging')).toBe(false);
  });

  it('words the chosen file the same way for the panel', () => {
    expect(chosenFileText(null, t)).toBe('upload.noFile');
  });
});
