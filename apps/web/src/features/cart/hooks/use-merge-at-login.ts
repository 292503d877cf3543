import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session.ts';

/**
 * At login (and at every page load while logged in as a customer), the browser's cart joins the server's. The cart's
 * code (its store, its requests and their contracts) loads only then: a visitor's first view does without it.
 */
export function useMergeBrowserCartAtLogin(): void {
  const queryClient = useQueryClient();
  const { isClient, userInfo } = useSession();
  const userId = isClient ? userInfo?.uid : undefined;
  useEffect(() => {
    if (!userId) return;
    void import('../utils/use-cart.ts').then(
      ({ mergeBrowserCart }) => mergeBrowserCart(userId, queryClient),
      // The cart's chunk did not arrive (offline): the next page load merges.
      () => undefined,
    );
  }, [userId, queryClient]);
}
