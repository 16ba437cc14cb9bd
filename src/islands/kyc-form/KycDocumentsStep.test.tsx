// @vitest-environment jsdom
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { getI18n } from '../../i18n';
import { ApiError } from '../../lib/api/api-error';
import type { KycDocumentView } from '../../lib/contracts/kyc-views';
import type { KycFormApi } from './kyc-form-api';
import { KycDocumentsStep } from './KycDocumentsStep';

const stored: KycDocumentView = {
  id: 'd1',
  kind: 'identity-document',
  name: 'dowod.pdf',
  mediaType: 'application/pdf',
  size: 2048,
  uploadedAt: '2026-11-21T10:00:00.000Z',
};

function Harness({ api }: { api: KycFormApi }) {
  const [documents, setDocuments] = useState<KycDocumentView[]>([]);
  return (
    <I18nextProvider i18n={getI18n('en')}>
      <KycDocumentsStep
        token="tok"
        api={api}
        kinds={['identity-document']}
        documents={documents}
        onChange={setDocuments}
        showMissing={false}
      />
    </I18nextProvider>
  );
}

const apiWith = (upload: KycFormApi['uploadDocument']): KycFormApi => ({
  saveDraft: vi.fn(),
  submit: vi.fn(),
  saveDraftOnLeave: vi.fn(),
  uploadDocument: upload,
  removeDocument: vi.fn(async () => undefined),
});

describe('KycDocumentsStep', () => {
  it('says on screen, in a status region, that a file was uploaded and then removed (issue 36 item 10)', async () => {
    const user = userEvent.setup();
    render(<Harness api={apiWith(vi.fn(async () => stored))} />);
    await user.upload(screen.getByLabelText('Add a file'), new File(['%PDF-1.4'], 'dowod.pdf'));
    const uploaded = await screen.findByText('File dowod.pdf has been uploaded.');
    // Seen: a success notice, not a screen-reader-only line nor inside anything hidden.
    expect(uploaded.className).toContain('notice-success');
    expect(uploaded.closest('[hidden], .sr-only')).toBeNull();
    expect(uploaded.closest('[role="status"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: /Remove/ }));
    expect((await screen.findByText('File dowod.pdf has been removed.')).closest('[hidden], .sr-only')).toBeNull();
    expect(screen.queryByText('File dowod.pdf has been uploaded.')).toBeNull();
  });

  it('shows a refusal on the field instead of an outcome', async () => {
    const user = userEvent.setup();
    const refuse = vi.fn(async () => {
      throw new ApiError(415, { code: '9066e32b' });
    });
    render(<Harness api={apiWith(refuse)} />);
    await user.upload(screen.getByLabelText('Add a file'), new File(['x'], 'notes.pdf'));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.queryByText(/has been uploaded/)).toBeNull();
  });
});
