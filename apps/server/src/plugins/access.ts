import type { MenuTag } from '@boardforge/contracts/erp-menu.ts';
import type { PermissionTag } from '@boardforge/contracts/permissions.ts';
import { hasAnyPermission } from '@boardforge/contracts/permissions.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { ApiKeysService } from '../modules/api-keys/api-keys.service.ts';
import type { CurrentSession, SessionsService } from '../modules/sessions/sessions.service.ts';
import { clearSessionCookies, readSessionToken } from './sessions.ts';

/**
 * Who may call a route, declared in its `config.access`:
 * - 'public': anyone;
 * - 'user': any logged-in caller (customer or staff);
 * - 'client': logged-in customers only;
 * - 'staff': any logged-in staff member whatever their tags, only on the routes of `anyStaffRoutes` below;
 * - { tags }: staff holding one of the permission tags (or `admin` / `*:*:*`); a menu's tag (erp-menu.ts menuTags)
 *   guards the data of its whole view. Every back-office route names the tag it needs (least privilege, issue 33).
 */
export type RouteAccess = 'public' | 'user' | 'client' | 'staff' | { tags: readonly (PermissionTag | MenuTag)[] };

/**
 * The only routes open to every staff member whatever their tags ('staff'), each with why: they reveal or record the
 * caller's own data only. Registering 'staff' on any other route fails, so a new back-office route cannot fall back to
 * "any staff" by accident (the design engineer read every order that way: issue 33).
 */
export const anyStaffRoutes: Readonly<Record<string, string>> = {
  'GET /api/sys/getMenuByRoleId':
    "the caller's own menu (another role's to the administrator only): every screen starts there",
  'GET /api/sys/getAllEnMenu': "the caller's own permission tags, by which the web shows only what the caller may use",
  'POST /api/erp/audit/recordExport':
    "writes an audit row, under the caller's own name, of an export they made of a list they could read; answers null",
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

const stateChangingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A registered API route with its declared access (for the routes × roles test and audits). */
export type RegisteredRoute = { method: string; url: string; access: RouteAccess };

type AccessDependencies = {
  sessions: SessionsService;
  apiKeys: Pick<ApiKeysService, 'authenticate' | 'recordChange' | 'refuseKeyWithSession'>;
  listTagsOfRole: (roleId: string) => Promise<string[]>;
};

/**
 * Makes every route of `scope` declare `config.access` (registration fails otherwise), loads the
 * caller's session and enforces the declaration before the body is parsed: no session → 401,
 * wrong kind or missing tag → 403. Returns the live list of registered routes.
 */
export function registerAccessControl(
  scope: FastifyInstance,
  dependencies: AccessDependencies,
  routes: RegisteredRoute[] = [],
): RegisteredRoute[] {
  scope.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    if (access === undefined) {
      throw new Error(`Route ${methods.join(',')} ${route.url} must declare config.access`);
    }
    for (const method of methods) {
      if (access === 'staff' && !Object.hasOwn(anyStaffRoutes, `${method} ${route.url}`)) {
        throw new Error(`Route ${method} ${route.url} must name the permission tag it needs instead of 'staff'`);
      }
      routes.push({ method, url: route.url, access });
    }
  });

  // Callback hooks with a synchronous path: an anonymous call of a public route (every quote) waits on nothing, so
  // it costs no promise; a cookie or a key is looked up in the database (issue 34, the quote path).
  scope.addHook('onRequest', (request, reply, done) => {
    const token = readSessionToken(request);
    const { access } = request.routeOptions.config;
    if (access === undefined) {
      done(new Error(`Route ${request.routeOptions.url} has no access declaration`));
      return;
    }
    if (token === undefined && request.headers.authorization === undefined && access === 'public') {
      done();
      return;
    }
    loadCallerAndEnforce(request, reply, token, access, dependencies).then(() => done(), done);
  });

  // A change made through a key is audited once its answer is known (the change itself has committed by then).
  scope.addHook('onSend', (request, reply, payload, done) => {
    const session = request.currentSession;
    if (!session?.apiKey || !stateChangingMethods.has(request.method) || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    dependencies.apiKeys
      .recordChange(session, {
        method: request.method,
        url: request.routeOptions.url ?? request.url,
        statusCode: reply.statusCode,
      })
      .catch((error: unknown) => request.log.error({ err: error }, 'audit row of an API key change not written'))
      .then(() => done(null, payload));
  });
  return routes;
}

/** Loads the caller of a request (its key or its session cookie) and enforces the route's access declaration. */
async function loadCallerAndEnforce(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | undefined,
  access: RouteAccess,
  dependencies: AccessDependencies,
): Promise<void> {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    // One caller per request: a key beside a cookie would leave unclear whose rights apply.
    if (token) dependencies.apiKeys.refuseKeyWithSession();
    request.currentSession = await dependencies.apiKeys.authenticate(authorization, {
      method: request.method,
      url: request.routeOptions.url,
      access,
    });
  } else if (token) {
    request.currentSession = await dependencies.sessions.resolveSession(token);
    if (!request.currentSession) clearSessionCookies(request, reply);
  }
  await enforceAccess(access, request.currentSession, dependencies);
}

async function enforceAccess(
  access: RouteAccess,
  session: CurrentSession | null,
  dependencies: AccessDependencies,
): Promise<void> {
  if (access === 'public') return;
  if (!session) throw new AppError('401', 'errors.unauthorized');
  if (access === 'user') return;
  if (access === 'client' || access === 'staff') {
    if (session.kind !== access) throw new AppError('403', 'errors.forbidden');
    return;
  }
  if (session.kind !== 'staff') throw new AppError('403', 'errors.forbidden');
  const heldTags = await dependencies.listTagsOfRole(session.role);
  if (!hasAnyPermission(heldTags, access.tags)) throw new AppError('403', 'errors.forbidden');
}

/** The session of a route that declared non-public access (the access hook guarantees it exists). */
export function requireSession(request: FastifyRequest): CurrentSession {
  if (!request.currentSession) throw new AppError('401', 'errors.unauthorized');
  return request.currentSession;
}
