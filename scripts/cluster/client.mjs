// A small HTTP client for the cluster scripts: one cookie jar per client, JSON and multipart bodies, the Origin the
// instances expect (PUBLIC_ORIGIN is the proxy's), and requests from a chosen loopback address (to stand for a visitor
// of its own behind the proxy).
import http from 'node:http';

/** Answers `{ status, body, text }`; `body` is the parsed JSON when the answer is JSON. */
export function createClient(origin, { publicOrigin = origin, language = 'en', localAddress } = {}) {
  const cookies = new Map();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  function send(method, target, { json, multipart, headers = {}, timeoutMs = 60_000 } = {}) {
    const url = new URL(target, origin);
    let payload;
    const requestHeaders = {
      accept: 'application/json',
      'accept-language': language,
      origin: publicOrigin,
      ...headers,
    };
    if (json !== undefined) {
      payload = Buffer.from(JSON.stringify(json));
      requestHeaders['content-type'] = 'application/json';
    } else if (multipart) {
      const boundary = `----bf${Math.random().toString(16).slice(2)}`;
      const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${multipart.name}"\r\nContent-Type: ${multipart.type}\r\n\r\n`;
      payload = Buffer.concat([Buffer.from(head), multipart.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
      requestHeaders['content-type'] = `multipart/form-data; boundary=${boundary}`;
    }
    if (payload) requestHeaders['content-length'] = String(payload.length);
    if (cookies.size > 0) requestHeaders.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const request = http.request(
        url,
        { method, headers: requestHeaders, agent, localAddress, timeout: timeoutMs },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            for (const line of [response.headers['set-cookie'] ?? []].flat()) {
              const [pair] = line.split(';');
              const at = pair.indexOf('=');
              const name = pair.slice(0, at).trim();
              const value = pair.slice(at + 1).trim();
              if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
              else cookies.set(name, value);
            }
            const bytes = Buffer.concat(chunks);
            const text = bytes.toString('utf8');
            let body;
            if (String(response.headers['content-type'] ?? '').includes('json')) {
              try {
                body = JSON.parse(text);
              } catch {
                body = undefined;
              }
            }
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text, bytes });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`timed out: ${method} ${url.pathname}`)));
      request.on('error', reject);
      request.end(payload);
    });
  }
  return {
    origin,
    cookies,
    get: (target, options) => send('GET', target, options),
    post: (target, json, options) => send('POST', target, { ...options, json }),
    upload: (target, file, options) => send('POST', target, { ...options, multipart: file }),
    /** The same session against another origin (another instance). */
    at(otherOrigin) {
      const other = createClient(otherOrigin, { publicOrigin, language, localAddress });
      for (const [name, value] of cookies) other.cookies.set(name, value);
      return other;
    },
    close: () => agent.destroy(),
  };
}
