// Files of the API fetched with the bearer (the offers' CSV and attachments, the KYC documents): saved, or opened in a
// new tab where the browser can show them.
import { browserCore } from '../../../lib/browser/core';
import { dispositionName, saveBlob } from '../../../lib/browser/download';

/** GET a file with the bearer and save it. */
export async function downloadFile(path: string, fallbackName: string, accept = '*/*') {
  const response = await browserCore().api.request<Blob>('GET', path, undefined, {
    responseType: 'blob',
    headers: { Accept: accept },
  });
  saveBlob(response.data, dispositionName(response.headers.get('content-disposition'), fallbackName));
}

/**
 * Opens a file of the API (`path`, fetched with the bearer) in a new tab, or downloads it when the browser can't
 * show it inline. The tab is opened before the request so pop-up blockers see it as the click's own.
 */
export async function openApiFile(path: string, file: { name: string; mediaType: string }) {
  const inline = /^(application\/pdf|image\/(png|jpeg|gif|webp))$/.test(file.mediaType);
  const tab = inline ? window.open('', '_blank') : null;
  try {
    const response = await browserCore().api.request<Blob>('GET', path, undefined, {
      responseType: 'blob',
      headers: { Accept: file.mediaType || '*/*' },
    });
    if (tab) {
      const url = URL.createObjectURL(new Blob([response.data], { type: file.mediaType }));
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } else {
      saveBlob(response.data, dispositionName(response.headers.get('content-disposition'), file.name));
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
