import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test imports text-chunks afresh: it remembers the files it fetched.
async function loadTextChunks() {
  vi.resetModules();
  return (await import('./text-chunks.ts')).textChunks;
}

const okAnswer = () => new Response(JSON.stringify({ common: { ok: 'OK' } }), { status: 200 });

describe('the texts files', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are fetched once however often they are asked for', async () => {
    const fetchMock = vi.fn(async () => okAnswer());
    vi.stubGlobal('fetch', fetchMock);
    const textChunks = await loadTextChunks();
    const [first, second] = await Promise.all([textChunks.start.en(), textChunks.start.en()]);
    expect(first).toEqual({ common: { ok: 'OK' } });
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are fetched again once after a failure, a second later', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(okAnswer());
    vi.stubGlobal('fetch', fetchMock);
    const textChunks = await loadTextChunks();
    const texts = textChunks.quote['zh-CN']();
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(texts).resolves.toEqual({ common: { ok: 'OK' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('give up after the retry fails too, and a later ask fetches anew', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(okAnswer());
    vi.stubGlobal('fetch', fetchMock);
    const textChunks = await loadTextChunks();
    const failed = textChunks.site.en();
    const expectation = expect(failed).rejects.toThrow(/answered HTTP 503/);
    await vi.advanceTimersByTimeAsync(1_000);
    await expectation;
    await expect(textChunks.site.en()).resolves.toEqual({ common: { ok: 'OK' } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
