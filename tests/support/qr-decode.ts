// Reads QR codes back from an image (a PNG a browser drew), for the tests of the payment codes (issue 38 item 1):
// zxing-cpp compiled to WebAssembly (zxing-wasm, decision 0074), its binary loaded from node_modules so that nothing
// is fetched from a CDN.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
let ready: Promise<unknown> | undefined;

/** The text of every QR code found in the image, in reading order. */
export async function decodeQrCodes(image: Uint8Array): Promise<string[]> {
  ready ??= prepareZXingModule({
    overrides: {
      wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer,
    },
    fireImmediately: true,
  });
  await ready;
  const results = await readBarcodes(image, { formats: ['QRCode'], tryHarder: true });
  return results.filter((result) => result.isValid).map((result) => result.text);
}
