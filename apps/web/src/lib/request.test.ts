import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { type Feedback, setFeedback } from './feedback.ts';
import { i18n } from './i18n.ts';
import { toQueryString } from './query-string.ts';
import { buildUrl, request, resetRequestStateForTests, unwrap } from './request.ts';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: FetchMock;
let feedback: { confirm: ReturnType<typeof vi.fn>; notifyError: ReturnType<typeof vi.fn> };

beforeEach(async () => {
  await i18n.changeLanguage('en');
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  feedback = { confirm: vi.fn(), notifyError: vi.fn() };
  setFeedback(feedback as unknown as Feedback);
  resetRequestStateForTests();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('GET parameter flattening', () => {
  it('writes nested objects as name[key], arrays as name[0], and skips empty, null and undefined', () => {
    const query = toQueryString({
      pageNum: 1,
      keyword: '',
      status: null,
      remark: undefined,
      filter: { group: 'inquiry', time: 0, empty: '', deep: { a: 'x' } },
      ids: [3, '', 4],
      isOpen: false,
    });
    expect(decodeURIComponent(query)).toBe(
      'pageNum=1&filter[group]=inquiry&filter[time]=0&filter[deep][a]=x&ids[0]=3&ids[2]=4&isOpen=false',
    );
  });

  it('sends GET params in the query string under /api', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: '200', msg: 'ok', data: [] }));
    await request('/sys/getMenuByRoleId', { params: { roleId: '1', extra: '' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/sys/getMenuByRoleId?roleId=1');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(buildUrl('/a', { b: { c: 1 } })).toBe('/api/a?b%5Bc%5D=1');
  });

  it('sends POST data as JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: '200', msg: 'ok', data: { id: 1 } }));
    const result = await request<{ id: number }>('/address/save', { method: 'POST', data: { fullName: 'A' } });
    expect(result).toEqual({ code: '200', msg: 'ok', data: { id: 1 } });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe('{"fullName":"A"}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('answer codes', () => {
  it('shows the session dialog once for three concurrent 401s and rejects each with the session message', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ code: '401', msg: 'Not logged in', data: null }, 401));
    const results = await Promise.allSettled([request('/a'), request('/b'), request('/c')]);
    expect(feedback.confirm).toHaveBeenCalledTimes(1);
    const props = feedback.confirm.mock.calls[0]![0] as Record<string, unknown>;
    expect(props.title).toBe('System Prompt');
    expect(props.content).toBe('Your login has expired. You can stay on this page or log in again.');
    expect(props.okText).toBe('Log in again');
    expect(props.cancelText).toBe('Cancel');
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.code).toBe('401');
      expect(reason.message).toBe('Invalid session, or session expired, please log in again.');
    }
    expect(feedback.notifyError).not.toHaveBeenCalled();
  });

  it('shows the dialog again after the first one was cancelled', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ code: '401', msg: '', data: null }, 401));
    await request('/a').catch(() => null);
    (feedback.confirm.mock.calls[0]![0] as { onCancel: () => void }).onCancel();
    await request('/b').catch(() => null);
    expect(feedback.confirm).toHaveBeenCalledTimes(2);
  });

  it('uses Chinese text when the UI is Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    fetchMock.mockResolvedValue(jsonResponse({ code: '401', msg: '', data: null }, 401));
    await expect(request('/a')).rejects.toThrow('无效的会话，或者会话已过期，请重新登录。');
    expect((feedback.confirm.mock.calls[0]![0] as { title: string }).title).toBe('系统提示');
  });

  it('passes a 500 answer through to the caller without a notification', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: '500', msg: 'Internal error', data: null }, 500));
    const result = await request('/x');
    expect(result).toEqual({ code: '500', msg: 'Internal error', data: null });
    expect(feedback.notifyError).not.toHaveBeenCalled();
    expect(() => unwrap(result)).toThrow(ApiError);
  });

  it('notifies the msg of a 400 and rejects with an ApiError carrying code, msg and field errors', async () => {
    const data = { errors: [{ field: 'boardLength', message: 'Too long' }] };
    fetchMock.mockResolvedValue(jsonResponse({ code: '400', msg: 'Board length is too long', data }, 400));
    const error = (await request('/pcb/calcPcbPrice', { method: 'POST', data: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(feedback.notifyError).toHaveBeenCalledTimes(1);
    expect((feedback.notifyError.mock.calls[0]![0] as { title: string }).title).toBe('Board length is too long');
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('400');
    expect(error.msg).toBe('Board length is too long');
    expect(error.data).toEqual(data);
    expect(error.fieldErrors).toEqual([{ field: 'boardLength', message: 'Too long' }]);
  });

  it('reads a missing code as 200', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ msg: 'fine', data: 5 }));
    await expect(request('/x')).resolves.toEqual({ code: '200', msg: 'fine', data: 5 });
  });

  it('reports an HTTP failure without an envelope as "System interface NNN error"', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(request('/x')).rejects.toThrow('System interface 502 error');
    expect((feedback.notifyError.mock.calls[0]![0] as { title: string }).title).toBe('System interface 502 error');
  });

  it('stays quiet when silent', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: '503', msg: 'Not configured', data: null }, 503));
    await expect(request('/wechat/generateScheme', { method: 'POST', silent: true })).rejects.toMatchObject({
      code: '503',
    });
    expect(feedback.notifyError).not.toHaveBeenCalled();
  });
});

describe('transport failures', () => {
  it('rejects with the timeout message after 20 000 ms', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const pending = request('/slow').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(feedback.notifyError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('System interface request timed out');
    expect((feedback.notifyError.mock.calls[0]![0] as { title: string }).title).toBe(
      'System interface request timed out',
    );
  });

  it('rejects with the connection message on a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/x')).rejects.toThrow('Backend interface connection abnormal');
    expect(feedback.notifyError).toHaveBeenCalledTimes(1);
  });

  it('passes a blob answer through raw', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    fetchMock.mockResolvedValue(new Response(bytes, { status: 200, headers: { 'content-type': 'application/zip' } }));
    const blob = await request('/file/download', { params: { fileId: 'f1' }, responseType: 'blob' });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/zip');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('passes an arraybuffer answer through raw', async () => {
    fetchMock.mockResolvedValue(new Response(new Uint8Array([9]), { status: 200 }));
    const buffer = await request('/file/download', { responseType: 'arraybuffer' });
    expect(new Uint8Array(buffer)).toEqual(new Uint8Array([9]));
  });
});
