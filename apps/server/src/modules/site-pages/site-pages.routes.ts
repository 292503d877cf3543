import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SitePagesService } from './site-pages.service.ts';

/** The site's own origin for absolute URLs: PUBLIC_ORIGIN when set, else the address the request came to. */
export function siteOriginOf(request: FastifyRequest, publicOrigin: string | undefined): string {
  return publicOrigin ?? `${request.protocol}://${request.host}`;
}

/** GET /sitemap.xml and /robots.txt (public, outside /api: crawlers look for them at the site's root). */
export function registerSitePagesRoutes(
  app: FastifyInstance,
  services: { sitePages: SitePagesService },
  options: { publicOrigin: string | undefined },
): void {
  // Hidden from the API document (and so from the route fuzzer): they take no input and answer XML and text.
  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const xml = await services.sitePages.buildSitemap(siteOriginOf(request, options.publicOrigin));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(xml);
  });
  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    const text = services.sitePages.buildRobots(siteOriginOf(request, options.publicOrigin));
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(text);
  });
}
