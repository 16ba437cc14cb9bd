import { QueryClient } from '@tanstack/react-query';

/**
 * One query cache per page, shared by its islands (each island is its own React root). The API client already
 * retries idempotent calls once (SPEC section 7), so queries don't retry again; data stays fresh for a minute.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
