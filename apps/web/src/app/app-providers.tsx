import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';

/**
 * The query cache around the whole app. antd's locale, theme and App context are not here: they come with the
 * first page or part that draws antd (antd-scope.tsx), so the first view of a page without antd carries none.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
