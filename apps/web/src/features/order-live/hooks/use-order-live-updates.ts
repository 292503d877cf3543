import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../../../lib/query-keys.ts';
import { readStorage, writeStorage } from '../../../lib/safe-storage.ts';
import { type EventSourceLike, type SocketLike, startLiveConnection } from '../utils/live-connection.ts';

/** sessionStorage key of the last event id seen, so a reload resumes where it was. */
export const liveCursorStorageKey = 'boardforge.orderEventsCursor';

function readCursor(): number | undefined {
  const value = Number(readStorage('session', liveCursorStorageKey));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

function socketUrl(path: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${path}`;
}

/** Keeps the open order pages current: every order event (and each replay's end) refreshes the order queries. */
export function useOrderLiveUpdates(isEnabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isEnabled || typeof WebSocket === 'undefined') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    return startLiveConnection({
      openSocket: (path) => new WebSocket(socketUrl(path)) as unknown as SocketLike,
      openEventSource:
        typeof EventSource === 'undefined'
          ? undefined
          : (path) => new EventSource(path, { withCredentials: true }) as unknown as EventSourceLike,
      onEvent: refresh,
      onReady: refresh,
      initialCursor: readCursor(),
      onCursor: (cursor) => writeStorage('session', liveCursorStorageKey, String(cursor)),
    });
  }, [isEnabled, queryClient]);
}
