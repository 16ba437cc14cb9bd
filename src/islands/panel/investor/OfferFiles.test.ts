import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import type { Translate } from '../../../lib/i18n-types';
import { UploadError } from './investor-api';
import { uploadFailureText } from './OfferFiles';

const known: Record<string, string> = {
  'investor.upload.error.too-large': 'The file is too large',
  'errors.generic': 'Something went wrong',
  'errors.campaignEnded': 'The campaign has ended',
};
const t = ((key: string) => known[key] ?? key) as Translate;

describe('uploadFailureText', () => {
  it('words a refusal the upload knows by its kind', () => {
    expect(uploadFailureText(new UploadError({ kind: 'too-large', status: 413, body: null }), t)).toBe(
      'The file is too large',
    );
  });

  it("words any other refusal by the catalogue from the server's body", () => {
    const failure = new UploadError({ kind: 'other', status: 409, body: '{"label":"errors.campaignEnded"}' });
    expect(uploadFailureText(failure, t)).toBe('The campaign has ended');
  });

  it('words a failure that is not an upload refusal by the catalogue, and none for a cancelled call', () => {
    expect(uploadFailureText(new ApiError(409, { label: 'errors.campaignEnded' }), t)).toBe('The campaign has ended');
    expect(uploadFailureText(new ApiError(0, {}, true), t)).toBeUndefined();
  });
});
