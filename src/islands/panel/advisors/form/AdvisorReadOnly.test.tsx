// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { expect, it } from 'vitest';
import { getI18n } from '../../../../i18n';
import type { AdvisorRow } from '../../../../lib/contracts/advisor';
import { AdvisorReadOnly } from './AdvisorReadOnly';

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
  render(
    <I18nextProvider i18n={getI18n('en')}>
      <AdvisorReadOnly advisor={advisor} lang="en" />
    </I18nextProvider>,
  );
  // Each term (dt) with the definition (dd) that follows it.
  const terms = screen.getAllByRole('term');
  const definitions = screen.getAllByRole('definition');
  terms.forEach((term, i) => expect(term.nextElementSibling).toBe(definitions[i]));
  const pairs = Object.fromEntries(terms.map((term, i) => [term.textContent, definitions[i]!.textContent]));
  expect(pairs).toMatchObject({
    Networks: 'North, West',
    'External ID': 'not given',
    'Document type': 'Passport',
    'Document expiry date': 'Indefinitely',
    'Document issuing country': 'Germany',
    'Power of attorney start date': '02.01.2025',
    'Power of attorney end date': 'not given',
  });
  expect(screen.getByText(/not change it/).classList.contains('notice')).toBe(true);
  // Nothing to edit or press.
  expect(document.querySelector('input, select, button')).toBeNull();
});
