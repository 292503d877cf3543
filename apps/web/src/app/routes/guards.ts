import { type LoaderFunctionArgs, redirect } from 'react-router';
import { buildLoginUrl } from '../../lib/safe-redirect.ts';
import { getSession, refreshSession } from '../../lib/session.ts';
import { ensureStaffAccess } from '../session/staff-access.ts';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** /order: customers only; anyone else goes to /login and comes back after. */
export function requireClient({ request }: LoaderFunctionArgs) {
  refreshSession();
  if (!getSession().isClient) throw redirect(buildLoginUrl(pathOf(request)));
  return null;
}

/** /erp: staff only; loads the role's menu and tags when this tab has none yet. */
export async function requireStaff({ request }: LoaderFunctionArgs) {
  refreshSession();
  if (!getSession().isStaff) throw redirect(buildLoginUrl(pathOf(request), 'manage'));
  // A failure leaves the layout showing "menu could not be loaded" rather than blocking the area.
  await ensureStaffAccess().catch(() => null);
  return null;
}
