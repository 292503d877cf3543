import {
  type OrderEventMessage,
  orderEventsCloseCodes,
  orderEventsPaths,
  orderEventsServerMessageSchema,
} from '@boardforge/contracts/order-events.ts';

/** Delay before reconnecting after a close (order-events README). */
export const reconnectDelayMs = 2000;
/** No message for this long (two missed 25 s heartbeats) means the line is dead. */
export const silenceLimitMs = 60_000;

/** The parts of WebSocket the connection uses (a fake in tests). */
export type SocketLike = {
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close: () => void;
};

/** The parts of EventSource the fallback uses. */
export type EventSourceLike = {
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close: () => void;
};

export type LiveConnectionOptions = {
  openSocket: (url: string) => SocketLike;
  openEventSource?: (url: string) => EventSourceLike;
  onEvent: (event: OrderEventMessage) => void;
  /** Called after each replay ends (`ready`): refetch what the page shows so nothing falls between. */
  onReady?: () => void;
  /** The session ended (close 4401): stop, the caller sends the user to log in. */
  onSessionEnded?: () => void;
  /** Last cursor seen (e.g. from sessionStorage). */
  initialCursor?: number;
  onCursor?: (cursor: number) => void;
  /** Failed WebSocket attempts without ever opening before falling back to SSE. */
  fallbackAfterFailures?: number;
};

/** Builds the URL of an endpoint with the cursor (none: start from now). */
export function buildLiveUrl(path: string, cursor: number | undefined): string {
  return cursor === undefined ? path : `${path}?cursor=${cursor}`;
}

/**
 * Keeps one live line of order events open: WebSocket with the last cursor, a new attempt 2 s after any close,
 * SSE (which reconnects by itself) once WebSocket never opens. Returns a stop function.
 */
export function startLiveConnection(options: LiveConnectionOptions): () => void {
  const { openSocket, openEventSource, onEvent, onReady, onSessionEnded, onCursor } = options;
  const fallbackAfter = options.fallbackAfterFailures ?? 2;
  let cursor = options.initialCursor;
  let isStopped = false;
  let socket: SocketLike | null = null;
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;
  let failuresWithoutOpen = 0;

  const advance = (id: number) => {
    if (cursor === undefined || id > cursor) {
      cursor = id;
      onCursor?.(id);
    }
  };

  const handleData = (data: unknown) => {
    if (typeof data !== 'string') return;
    let parsed: ReturnType<typeof orderEventsServerMessageSchema.safeParse>;
    try {
      parsed = orderEventsServerMessageSchema.safeParse(JSON.parse(data));
    } catch {
      return;
    }
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'orderEvent') {
      advance(message.id);
      onEvent(message);
    } else if (message.type === 'ready') {
      advance(message.cursor);
      onReady?.();
    } else if (message.type === 'end' && message.reason === 'sessionEnded') {
      stop();
      onSessionEnded?.();
    }
  };

  const clearSilence = () => {
    if (silenceTimer !== null) clearTimeout(silenceTimer);
    silenceTimer = null;
  };
  const armSilence = () => {
    clearSilence();
    silenceTimer = setTimeout(() => socket?.close(), silenceLimitMs);
  };

  const scheduleReconnect = () => {
    if (isStopped || retryTimer !== null) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, reconnectDelayMs);
  };

  const connectEventSource = () => {
    if (!openEventSource) return;
    source = openEventSource(buildLiveUrl(orderEventsPaths.eventStream, cursor));
    source.onmessage = (event) => handleData(event.data);
  };

  function connect() {
    if (isStopped) return;
    if (openEventSource && failuresWithoutOpen >= fallbackAfter) {
      connectEventSource();
      return;
    }
    let hasOpened = false;
    const current = openSocket(buildLiveUrl(orderEventsPaths.webSocket, cursor));
    socket = current;
    current.onopen = () => {
      hasOpened = true;
      failuresWithoutOpen = 0;
      armSilence();
    };
    current.onmessage = (event) => {
      armSilence();
      handleData(event.data);
    };
    current.onerror = () => undefined;
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      clearSilence();
      if (!hasOpened) failuresWithoutOpen += 1;
      if (event.code === orderEventsCloseCodes.sessionEnded) {
        isStopped = true;
        onSessionEnded?.();
        return;
      }
      scheduleReconnect();
    };
  }

  function stop() {
    isStopped = true;
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    clearSilence();
    const open = socket;
    socket = null;
    open?.close();
    source?.close();
    source = null;
  }

  connect();
  return stop;
}
