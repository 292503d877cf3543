import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from './envelope.ts';

const assetCacheControl = 'public, max-age=31536000, immutable';

/** What the site renders into index.html for an address: a page's status, language, head tags and text. */
export type PageRenderer = (
  request: FastifyRequest,
) => Promise<
  | { isPage: true; statusCode: number; language: string; head: string; body: string; isLanguageNegotiated: boolean }
  | { isPage: false }
>;

/**
 * Serves the built web app from `webDist` when it exists: hashed /assets/* cached for a year,
 * everything else revalidated. Returns the SPA fallback for the not-found handler: a GET or HEAD
 * outside /api and /assets that accepts HTML gets index.html with the page's head and text rendered in
 * (`renderPage`; 404 for an address the app does not have); a missing file stays a 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  renderPage?: PageRenderer,
): Promise<NotFoundFallback | undefined> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.info({ webDist }, 'web app not built; serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    // `/` is a page like the others: the not-found fallback renders its head and text into index.html.
    index: false,
    cacheControl: false,
    // The build writes each asset's .br and .gz beside it (apps/web/vite.config.ts): sent as they are.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(webDist, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? assetCacheControl : 'no-cache');
    },
  });
  // Read once: the build does not change under a running server; pages are rendered per request (content changes).
  const template = readFileSync(indexFile, 'utf8');
  const servePage = (request: FastifyRequest, reply: FastifyReply): true => {
    if (!renderPage) {
      void reply.sendFile('index.html');
      return true;
    }
    renderPage(request).then(
      (page) => {
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
        if (!page.isPage) return reply.send(template);
        if (page.isLanguageNegotiated) reply.header('vary', 'Accept-Language');
        return reply.code(page.statusCode).send(fillTemplate(template, page));
      },
      (error: unknown) => reply.send(error),
    );
    return true;
  };
  const fallback: NotFoundFallback = (request, reply) => isSpaPageRequest(request) && servePage(request, reply);
  // The static plugin answers a folder (`/`) with 403 when it serves no index file: the home page is rendered too, and
  // for any Accept header (a `curl /` or an uptime check gets the site, as it did when the static plugin served it).
  app.get('/', (request, reply) => {
    servePage(request, reply);
    return reply;
  });
  return fallback;
}

/**
 * Puts a page into index.html: the language on <html lang>, the head tags in place of <title>, the text inside the
 * empty <div id="root"> (React's createRoot replaces it). These three are the template's placeholders: index.html
 * keeps one <title> and an empty root element.
 */
export function fillTemplate(template: string, page: { language: string; head: string; body: string }): string {
  return template
    .replace(/<html\b[^>]*>/, `<html lang="${page.language}">`)
    .replace(/<title>[\s\S]*?<\/title>/, () => page.head)
    .replace('<div id="root"></div>', () => `<div id="root">${page.body}</div>`);
}

function isSpaPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/assets/') || pathname.startsWith('/api/') || pathname === '/api') return false;
  // A path with a file extension names a file; a missing file is a 404, not the app.
  if (/\.[A-Za-z0-9]{1,8}$/.test(pathname)) return false;
  // Browsers navigating to a page ask for text/html; scripts and images asking for a missing file do not.
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('application/xhtml+xml');
}
