import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type EventSourceLike,
  reconnectDelayMs,
  type SocketLike,
  silenceLimitMs,
  startLiveConnection,
} from './live-connection.ts';

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  isClosed = false;
  constructor(readonly url: string) {}
  close() {
    if (this.isClosed) return;
    this.isClosed = true;
    this.onclose?.({ code: 1000 });
  }
  open() {
    this.onopen?.({});
  }
  send(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.isClosed = true;
    this.onclose?.({ code });
  }
}

const event = (id: number) => ({
  type: 'orderEvent',
  id,
  orderId: 'o1',
  kind: 'status',
  payload: { from: 5, to: 6 },
  createdAt: '2026-11-22T10:00:00Z',
});

describe('live order connection', () => {
  let sockets: FakeSocket[];
  const openSocket = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
  });
  afterEach(() => vi.useRealTimers());

  it('reconnects 2 s after a close with the last cursor, and reports every event', () => {
    const onEvent = vi.fn();
    const onReady = vi.fn();
    const onCursor = vi.fn();
    const stop = startLiveConnection({ openSocket, onEvent, onReady, onCursor, initialCursor: 7 });
    expect(sockets[0]?.url).toBe('/api/ws/orders?cursor=7');
    sockets[0]?.open();
    sockets[0]?.send({ type: 'ready', cursor: 9 });
    sockets[0]?.send(event(10));
    sockets[0]?.send({ type: 'ping' });
    sockets[0]?.send('not json');
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onCursor).toHaveBeenLastCalledWith(10);

    sockets[0]?.drop();
    vi.advanceTimersByTime(reconnectDelayMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(sockets[1]?.url).toBe('/api/ws/orders?cursor=10');
    stop();
    expect(sockets[1]?.isClosed).toBe(true);
    vi.advanceTimersByTime(reconnectDelayMs * 3);
    expect(sockets).toHaveLength(2);
  });

  it('starts from now without a cursor and treats a minute of silence as a dead line', () => {
    startLiveConnection({ openSocket, onEvent: vi.fn() });
    expect(sockets[0]?.url).toBe('/api/ws/orders');
    sockets[0]?.open();
    sockets[0]?.send({ type: 'ready', cursor: 3 });
    vi.advanceTimersByTime(silenceLimitMs);
    expect(sockets[0]?.isClosed).toBe(true);
    vi.advanceTimersByTime(reconnectDelayMs);
    expect(sockets[1]?.url).toBe('/api/ws/orders?cursor=3');
  });

  it('stops on 4401 (session ended) and tells the caller', () => {
    const onSessionEnded = vi.fn();
    startLiveConnection({ openSocket, onEvent: vi.fn(), onSessionEnded });
    sockets[0]?.open();
    sockets[0]?.drop(4401);
    vi.advanceTimersByTime(reconnectDelayMs * 5);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
  });

  it('falls back to Server-Sent Events when the WebSocket never opens', () => {
    const sources: { url: string; source: EventSourceLike }[] = [];
    const onEvent = vi.fn();
    const stop = startLiveConnection({
      openSocket,
      openEventSource: (url) => {
        const source: EventSourceLike = { onmessage: null, onerror: null, close: vi.fn() };
        sources.push({ url, source });
        return source;
      },
      onEvent,
      initialCursor: 4,
    });
    sockets[0]?.drop();
    vi.advanceTimersByTime(reconnectDelayMs);
    sockets[1]?.drop();
    vi.advanceTimersByTime(reconnectDelayMs);
    expect(sockets).toHaveLength(2);
    expect(sources[0]?.url).toBe('/api/events/orders?cursor=4');
    sources[0]?.source.onmessage?.({ data: JSON.stringify(event(5)) });
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
    stop();
    expect(sources[0]?.source.close).toHaveBeenCalled();
  });
});
