import { Outlet } from 'react-router';
import { useMergeBrowserCartAtLogin } from '../../features/cart/hooks/use-merge-at-login.ts';
import { useSessionCheck } from '../../features/session-check/hooks/use-session-check.ts';
import { RouteEffects } from './route-effects.tsx';

/**
 * The root of every route: page effects, the session check, the browser cart joining the
 * account's at login, then the area layout.
 */
export function RootLayout() {
  useSessionCheck();
  useMergeBrowserCartAtLogin();
  return (
    <>
      <RouteEffects />
      <Outlet />
    </>
  );
}

/** Shown while the first lazy route loads. */
export function HydrateFallback() {
  return <div className="boot-fallback" aria-busy="true" />;
}
