import { ApiError } from './api-error.ts';
import { getFeedback } from './feedback.ts';
import { i18n } from './i18n-setup.ts';
import { toQueryString } from './query-string.ts';
import { clearSession } from './session.ts';

/** The one API client (docs/product.md §7–§8): fetch, base /api, JSON, 20 s timeout, envelope codes. */

export const apiBase = '/api';
export const requestTimeoutMs = 20_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The answer envelope as the client sees it (code as sent, default '200'). */
export type ApiResult<T> = { code: string; msg: string; data: T };

type BaseOptions = {
  method?: HttpMethod;
  /** Query parameters (flattened: name[key], name[0]; empty values skipped). */
  params?: Record<string, unknown>;
  /** The JSON body, or FormData for uploads. */
  data?: unknown;
  timeout?: number;
  /** No notification and no session dialog: the caller handles every failure itself. */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};
export type JsonRequestOptions = BaseOptions & { responseType?: 'json' };
export type RawRequestOptions = BaseOptions & { responseType: 'blob' | 'arraybuffer' };

let isSessionDialogOpen = false;

/** Builds the URL: base + path + flattened query string. */
export function buildUrl(path: string, params?: Record<string, unknown>): string {
  const query = toQueryString(params);
  const url = `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** Shows the expired-session dialog once, however many requests fail together. */
function showSessionExpiredDialog(): void {
  if (isSessionDialogOpen) return;
  isSessionDialogOpen = true;
  getFeedback().confirm({
    title: i18n.t('request.sessionExpired.title'),
    content: i18n.t('request.sessionExpired.content'),
    okText: i18n.t('request.sessionExpired.relogin'),
    cancelText: i18n.t('request.sessionExpired.cancel'),
    onOk: () => {
      isSessionDialogOpen = false;
      clearSession();
      const here = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
    },
    onCancel: () => {
      isSessionDialogOpen = false;
    },
  });
}

/** Notifies (unless silent) and builds the rejection. */
function fail(code: string, message: string, data: unknown, silent: boolean): ApiError {
  if (!silent) getFeedback().notifyError({ title: message, key: `api-${code}-${message}` });
  return new ApiError(code, message, data);
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isEnvelope(body: unknown): body is { code?: unknown; msg?: unknown; data?: unknown } {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && ('code' in body || 'msg' in body);
}

/**
 * Reads an answer body by the envelope rules (fetch and the upload transport alike): a bare JSON body of a 2xx is
 * the data; envelope codes 200 and 500 resolve; 401 opens the session dialog; any other code or status is notified.
 */
function settleAnswer<T>(status: number, text: string, silent: boolean): ApiResult<T> {
  const body = parseJson(text);
  if (!isEnvelope(body)) {
    if (status < 200 || status >= 300 || body === undefined) {
      throw fail(String(status), i18n.t('request.httpStatus', { status }), null, silent);
    }
    return { code: '200', msg: '', data: body as T };
  }
  const code = body.code === undefined || body.code === null ? '200' : String(body.code);
  const msg = typeof body.msg === 'string' ? body.msg : '';
  const result: ApiResult<T> = { code, msg, data: (body.data ?? null) as T };
  if (code === '200' || code === '500') return result;
  if (code === '401') {
    if (!silent) showSessionExpiredDialog();
    throw new ApiError('401', i18n.t('request.invalidSession'), result.data);
  }
  throw fail(code, msg || i18n.t('request.httpStatus', { status: code }), result.data, silent);
}

/** Sends one request; JSON answers resolve to the envelope (codes 200 and 500), raw answers to Blob/ArrayBuffer. */
export function request<T>(path: string, options?: JsonRequestOptions): Promise<ApiResult<T>>;
export function request(path: string, options: BaseOptions & { responseType: 'blob' }): Promise<Blob>;
export function request(path: string, options: BaseOptions & { responseType: 'arraybuffer' }): Promise<ArrayBuffer>;
export async function request<T>(
  path: string,
  options: JsonRequestOptions | RawRequestOptions = {},
): Promise<ApiResult<T> | Blob | ArrayBuffer> {
  const { method = 'GET', params, data, timeout = requestTimeoutMs, silent = false, signal, headers = {} } = options;
  const responseType = options.responseType ?? 'json';
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, timeout);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  const isForm = typeof FormData !== 'undefined' && data instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    signal: controller.signal,
    headers: {
      Accept: responseType === 'json' ? 'application/json' : '*/*',
      'Accept-Language': i18n.language || 'en',
      ...(data !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
  };
  if (data !== undefined && method !== 'GET') init.body = isForm ? (data as FormData) : JSON.stringify(data);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, params), init);
  } catch (error) {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
    if (isTimedOut) throw fail('timeout', i18n.t('request.timeout'), null, silent);
    if (signal?.aborted) throw error;
    throw fail('network', i18n.t('request.network'), null, silent);
  }

  try {
    const contentType = response.headers.get('content-type') ?? '';
    if (responseType !== 'json' && response.ok && !contentType.includes('application/json')) {
      return responseType === 'blob' ? await response.blob() : await response.arrayBuffer();
    }
    return settleAnswer<T>(response.status, await response.text(), silent);
  } catch (error) {
    if (isTimedOut && !(error instanceof ApiError)) throw fail('timeout', i18n.t('request.timeout'), null, silent);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Unwraps a successful envelope; a passed-through 500 becomes a quiet ApiError for the caller. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.code !== '200') throw new ApiError(result.code, result.msg, result.data);
  return result.data;
}

/** GET returning `data`. */
export async function getData<T>(path: string, params?: Record<string, unknown>, options?: JsonRequestOptions) {
  return unwrap(await request<T>(path, { ...options, method: 'GET', params }));
}

/** POST (JSON or FormData) returning `data`. */
export async function postData<T>(path: string, data?: unknown, options?: JsonRequestOptions) {
  return unwrap(await request<T>(path, { ...options, method: 'POST', data }));
}

/** Resets module state between tests. */
export function resetRequestStateForTests(): void {
  isSessionDialogOpen = false;
}

export type UploadOptions = {
  params?: Record<string, unknown>;
  /** Uploads may take longer than the 20 s of other requests. */
  timeout?: number;
  silent?: boolean;
  signal?: AbortSignal;
  /** Percent of the request body sent, 0–100. */
  onProgress?: (percent: number) => void;
};

/** POSTs FormData with XMLHttpRequest (fetch reports no upload progress); answers as request() and unwrap(). */
export function uploadData<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  const { params, timeout = requestTimeoutMs, silent = false, signal, onProgress } = options;
  return new Promise<ApiResult<T>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onCallerAbort = () => xhr.abort();
    xhr.open('POST', buildUrl(path, params));
    xhr.timeout = timeout;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.language || 'en');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onloadend = () => signal?.removeEventListener('abort', onCallerAbort);
    xhr.ontimeout = () => reject(fail('timeout', i18n.t('request.timeout'), null, silent));
    xhr.onerror = () => reject(fail('network', i18n.t('request.network'), null, silent));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      try {
        resolve(settleAnswer<T>(xhr.status, xhr.responseText, silent));
      } catch (error) {
        reject(error);
      }
    };
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    xhr.send(form);
  }).then(unwrap);
}
