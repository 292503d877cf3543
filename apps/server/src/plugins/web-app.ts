import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NotFoundFallback } from './envelope.ts';

const assetCacheControl = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app from `webDist` when it exists: hashed /assets/* cached for a year,
 * everything else revalidated. Returns the SPA fallback for the not-found handler: a GET or HEAD
 * outside /api and /assets that accepts HTML gets index.html; a missing file stays a 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<NotFoundFallback | undefined> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.info({ webDist }, 'web app not built; serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: 'index.html',
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const relative = path.relative(webDist, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? assetCacheControl : 'no-cache');
    },
  });
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSpaPageRequest(request)) return false;
    void reply.sendFile('index.html');
    return true;
  };
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
