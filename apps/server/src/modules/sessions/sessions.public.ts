import type { Db } from '../../db/client.ts';
import {
  deleteSessionsOfUsers,
  raiseSessionVersionOfRole,
  raiseSessionVersionOfUser,
  restampSession,
} from './sessions.repository.ts';

/**
 * Ends every session of a user, in the caller's transaction: the rows go, and the user's session version rises, so a
 * session a login is starting from an earlier read of the user (a password checked before a reset, a role read before
 * a change) is refused at its first use too. For a new role (even one changed back), disabling, a new password.
 */
export async function endSessionsOfUser(tx: Db, userId: string): Promise<void> {
  await raiseSessionVersionOfUser(tx, userId);
  await deleteSessionsOfUsers(tx, [userId]);
}

/**
 * Ends the sessions of every staff user holding a role whose tags changed, in the caller's transaction, but the
 * session `keep` (the editor who made the change keeps working; their next request reads their role's tags anyway).
 */
export async function endSessionsOfRole(
  tx: Db,
  roleId: string,
  keep: { sessionId: string; userId: string },
): Promise<void> {
  const holders = await raiseSessionVersionOfRole(tx, roleId);
  await deleteSessionsOfUsers(
    tx,
    holders.map((holder) => holder.userId),
    keep.sessionId,
  );
  const editor = holders.find((holder) => holder.userId === keep.userId);
  if (editor) await restampSession(tx, { ...keep, sessionVersion: editor.sessionVersion });
}
