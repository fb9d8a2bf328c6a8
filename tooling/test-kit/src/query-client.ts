import { QueryClient } from '@tanstack/react-query';

/**
 * A fresh TanStack Query client per test or story. No retries: a failing answer is asserted at once instead of
 * after three back-offs. Infinite gcTime: no garbage-collection timer outlives the test that started it.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
}
