import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { orderUserInfoRoutes } from './member-routes.ts';
import { lazyPage, type RouteHandle, type RouteTitleKey } from './route-handle.ts';

function orderPendingPage(path: string, title: RouteTitleKey, message: 'orders' | 'member'): RouteObject {
  return {
    path,
    lazy: lazyPage(() => import('../pages/order/order-pending-page.tsx').then((m) => m.OrderPendingPage)),
    handle: { title, pending: message } satisfies RouteHandle,
  };
}

/** Children of /order (the client area). */
export const orderRoutes: RouteObject[] = [
  { index: true, loader: () => redirect('/order/home') },
  {
    path: 'home',
    lazy: lazyPage(() => import('../pages/order/order-home-page.tsx').then((m) => m.OrderHomePage)),
    handle: { title: 'orderHome' } satisfies RouteHandle,
  },
  {
    path: 'orderManagement',
    children: [
      { index: true, loader: () => redirect('/order/orderManagement/shoppingCart') },
      orderPendingPage('shoppingCart', 'shoppingCart', 'orders'),
      orderPendingPage('pcbOrder', 'pcbOrder', 'orders'),
      orderPendingPage('smtOrder', 'smtOrder', 'orders'),
      orderPendingPage('seelOrder', 'seelOrder', 'orders'),
      orderPendingPage('bomOrder', 'bomOrder', 'orders'),
    ],
  },
  {
    path: 'userInfo',
    children: [{ index: true, loader: () => redirect('/order/userInfo/basicInformation') }, ...orderUserInfoRoutes],
  },
  {
    path: '*',
    lazy: lazyPage(() => import('../pages/not-found-page.tsx').then((m) => m.NotFoundPage)),
    handle: { title: 'notFound' } satisfies RouteHandle,
  },
];
