import { queryOptions } from '@tanstack/react-query';
import { browserCore } from '../../../lib/browser/core';

/**
 * What investors load after the panel mounts (SPEC sections 4 and 7). Both endpoints come with the investor panel
 * (a later issue); until then, and on any failure, they give an empty result: the panel shows an empty state.
 */
export const investorDictionaryQuery = () =>
  queryOptions({
    queryKey: ['investor', 'dictionary'],
    queryFn: () => browserCore().api.get<Record<string, unknown>>('/investor-api/dictionary').catch(() => ({})),
  });

export const investorOffersQuery = () =>
  queryOptions({
    queryKey: ['investor', 'offers', { limit: 99999, offset: 0 }],
    queryFn: () =>
      browserCore()
        .api.get<unknown>('/investor-api/offers?limit=99999&offset=0')
        .then((data) => (Array.isArray(data) ? data : []))
        .catch(() => []),
  });
