// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { getI18n } from '../../../../i18n';
import type { AdvisorRow } from '../../../../lib/schemas/advisor';
import { AdvisorReadOnly } from './AdvisorReadOnly';

let container: HTMLDivElement;
let root: Root;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const advisor: AdvisorRow = {
  id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Jan',
  surname: 'Kowalski',
  email: 'jan@example.com',
  status: 'active',
  externalId: null,
  brokerNetworkIds: ['n1', 'n2'],
  brokerNetworks: [
    { id: 'n1', name: 'North' },
    { id: 'n2', name: 'West' },
  ],
  documentType: 'PASSPORT',
  documentNumber: 'AB1',
  documentExpiryDate: 'indefinitely',
  documentCountry: 'DE',
  powerOfAttorneyStartDate: '2025-01-02',
  powerOfAttorneyEndDate: null,
  editable: false,
  createdAt: '2025-01-01T10:00:00Z',
};

it('shows the data as text, with a note that only a coordinator changes it', () => {
  act(() =>
    root.render(
      <I18nextProvider i18n={getI18n('en')}>
        <AdvisorReadOnly advisor={advisor} lang="en" />
      </I18nextProvider>,
    ),
  );
  const pairs = Object.fromEntries([...container.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
  expect(pairs).toMatchObject({
    Networks: 'North, West',
    'External ID': 'not given',
    'Document type': 'Passport',
    'Document expiry date': 'Indefinitely',
    'Document issuing country': 'Germany',
    'Power of attorney start date': '02.01.2025',
    'Power of attorney end date': 'not given',
  });
  expect(container.querySelector('.notice')!.textContent).toContain('not change it');
  expect(container.querySelector('input, select, button')).toBeNull();
});
