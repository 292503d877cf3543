import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/** The app's one QueryClient; failed calls are not retried when the server answered (only network blips are). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 1 && isApiError(error) && error.code === 'network',
    },
    mutations: { retry: false },
  },
});
