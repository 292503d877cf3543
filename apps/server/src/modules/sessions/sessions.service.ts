import { createHash, randomBytes } from 'node:crypto';
import type { UserInfo } from '@boardforge/contracts/auth.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { readUserRole, toUserInfo, type UserRow } from '../users/users.repository.ts';
import {
  deleteExpiredSessionsOfUser,
  deleteSession,
  deleteStaleSessions,
  findSessionWithUser,
  insertSession,
  recordLogin,
  touchSession,
} from './sessions.repository.ts';

/**
 * Session lifetimes. Without "remember me" a session ends after 30 minutes without a request
 * (sliding: every request moves last_seen_at) and its cookie lives for the browser session;
 * with it the session and cookies last 30 days. No session outlives 30 days from login (absolute).
 */
export const sessionPolicy = {
  idleTimeoutMs: 30 * 60 * 1000,
  absoluteLifetimeMs: 30 * 24 * 60 * 60 * 1000,
  /** last_seen_at is written at most once a minute, so the idle timeout is exact to a minute. */
  touchIntervalMs: 60 * 1000,
} as const;

/** The logged-in caller as routes see it. */
export type CurrentSession = {
  sessionId: string;
  userId: string;
  kind: 'client' | 'staff';
  /** 'client' or the staff role id. */
  role: string;
  rememberMe: boolean;
  userInfo: UserInfo;
  /** Set when the caller authenticated with an API key rather than a session cookie. */
  apiKey?: { id: string; name: string } | undefined;
};

/** A session just started: the token for the `sid` cookie and the caller it stands for. */
export type StartedSession = { token: string; session: CurrentSession };

/** Hashes a session token into the id stored in the database (SHA-256, hex). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates the session service: start, resolve and end server-side sessions. */
export function createSessionsService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /** Starts a fresh session for a user (a new id at every login), ending the caller's previous one. */
  async function startSession(
    user: UserRow,
    options: { rememberMe: boolean; previousToken?: string | undefined },
  ): Promise<StartedSession> {
    // A disabled staff member gets no session, whichever way they prove who they are.
    if (!user.isActive) throw new AppError('403', 'auth.accountDisabled');
    const startedAt = now();
    if (options.previousToken) await deleteSession(db, hashSessionToken(options.previousToken));
    await deleteExpiredSessionsOfUser(db, user.id, startedAt);
    const token = randomBytes(32).toString('base64url');
    const sessionId = hashSessionToken(token);
    const role = readUserRole(user);
    await insertSession(db, {
      id: sessionId,
      userId: user.id,
      role,
      // The version read with the user: a change that ends their sessions after that read ends this one too.
      sessionVersion: user.sessionVersion,
      rememberMe: options.rememberMe,
      createdAt: startedAt,
      lastSeenAt: startedAt,
      expiresAt: new Date(startedAt.getTime() + sessionPolicy.absoluteLifetimeMs),
    });
    await recordLogin(db, user.id, startedAt);
    return {
      token,
      session: {
        sessionId,
        userId: user.id,
        kind: user.kind,
        role,
        rememberMe: options.rememberMe,
        userInfo: toUserInfo(user),
      },
    };
  }

  /** Finds the live session of a token; an expired, idle or outdated one is deleted and yields null. */
  async function resolveSession(token: string): Promise<CurrentSession | null> {
    if (token.length < 16 || token.length > 128) return null;
    const sessionId = hashSessionToken(token);
    const found = await findSessionWithUser(db, sessionId);
    if (!found) return null;
    const { session, user } = found;
    const at = now();
    const isExpired = session.expiresAt.getTime() <= at.getTime();
    const isIdle = !session.rememberMe && at.getTime() - session.lastSeenAt.getTime() > sessionPolicy.idleTimeoutMs;
    // A role changed since login ends the session, so the readable `role` cookie never lies; so does any change that
    // raised the user's session version (a new role even if changed back, their role's tags, a new password).
    const isRoleChanged = session.role !== readUserRole(user);
    const isOutdated = session.sessionVersion !== user.sessionVersion;
    if (isExpired || isIdle || isRoleChanged || isOutdated || !user.isActive) {
      await deleteSession(db, sessionId);
      return null;
    }
    if (at.getTime() - session.lastSeenAt.getTime() >= sessionPolicy.touchIntervalMs) {
      await touchSession(db, sessionId, at);
    }
    return {
      sessionId,
      userId: user.id,
      kind: user.kind,
      role: session.role,
      rememberMe: session.rememberMe,
      userInfo: toUserInfo(user),
    };
  }

  /** Ends the session of a token (nothing happens for an unknown token). */
  async function endSession(token: string): Promise<void> {
    await deleteSession(db, hashSessionToken(token));
  }

  /** Deletes sessions that can no longer be used; returns how many. */
  async function purgeStaleSessions(): Promise<number> {
    const at = now();
    return deleteStaleSessions(db, at, new Date(at.getTime() - sessionPolicy.idleTimeoutMs));
  }

  return { startSession, resolveSession, endSession, purgeStaleSessions };
}

/** The session service's interface. */
export type SessionsService = ReturnType<typeof createSessionsService>;
