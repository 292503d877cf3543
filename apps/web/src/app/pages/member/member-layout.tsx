import { Navigate, Outlet, useLocation } from 'react-router';
import { CustomerOnlyNotice } from '../../../features/member/components/customer-only-notice.tsx';
import { MemberBottomBar } from '../../../features/member/components/member-bottom-bar.tsx';
import { MemberNav } from '../../../features/member/components/member-nav.tsx';
import { buildLoginUrl } from '../../../lib/safe-redirect.ts';
import { useSession } from '../../../lib/session.ts';
import './member.css';

/**
 * The public member pages (/personal, /information, /address, /changePassword and the points
 * records): a side menu on wide screens, a bottom bar on phones. Visitors go to login; staff are told
 * these pages are for customers.
 */
export function MemberLayout() {
  const session = useSession();
  const { pathname, search } = useLocation();
  // The loader sent visitors to login already; this catches a logout or expiry while here.
  if (!session.isLoggedIn) return <Navigate to={buildLoginUrl(`${pathname}${search}`)} replace />;
  if (!session.isClient) {
    return (
      <div className="container member-area member-area-single">
        <CustomerOnlyNotice />
      </div>
    );
  }
  return (
    <>
      <div className="container order-area member-area">
        <MemberNav />
        <div className="order-content">
          <Outlet />
        </div>
      </div>
      <MemberBottomBar />
    </>
  );
}
