import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailure } from './DetailParts';

/**
 * A detail screen's query in its three states: a loading line while it is on its way, the failure (not found, or
 * an error with a retry) with a link back to the list, and the screen itself (`children`) once the data is there.
 */
export function QueryState<T>({
  query,
  loading,
  notFound,
  backHref,
  backLabel,
  children,
}: {
  query: UseQueryResult<T>;
  /** The loading line, announced as a status. */
  loading: string;
  /** What a 404 says. */
  notFound: string;
  backHref: string;
  backLabel: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className="text-gray-700" role="status">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <LoadFailure
        error={query.error}
        notFound={notFound}
        onRetry={() => void query.refetch()}
        backHref={backHref}
        backLabel={backLabel}
      />
    );
  }
  return children(query.data);
}
