import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { orderUserInfoRoutes } from './member-routes.ts';
import { lazyPage, type RouteHandle } from './route-handle.ts';

/** Children of /order (the client area) besides its index, which the router holds (app/router.tsx). */
export const orderRoutes: RouteObject[] = [
  {
    path: 'home',
    lazy: lazyPage(() => import('../pages/order/order-home-page.tsx').then((m) => m.OrderHomePage)),
    handle: { title: 'orderHome' } satisfies RouteHandle,
  },
  {
    path: 'orderManagement',
    children: [
      { index: true, loader: () => redirect('/order/orderManagement/shoppingCart') },
      {
        path: 'shoppingCart',
        lazy: lazyPage(() => import('../pages/orders/shopping-cart-page.tsx').then((m) => m.ShoppingCartPage)),
        handle: { title: 'shoppingCart' } satisfies RouteHandle,
      },
      {
        path: 'pcbOrder',
        lazy: lazyPage(() => import('../pages/orders/order-list-page.tsx').then((m) => m.PcbOrderPage)),
        handle: { title: 'pcbOrder' } satisfies RouteHandle,
      },
      {
        path: 'smtOrder',
        lazy: lazyPage(() => import('../pages/orders/order-list-page.tsx').then((m) => m.SmtOrderPage)),
        handle: { title: 'smtOrder' } satisfies RouteHandle,
      },
      {
        path: 'seelOrder',
        lazy: lazyPage(() => import('../pages/orders/order-list-page.tsx').then((m) => m.StencilOrderPage)),
        handle: { title: 'seelOrder' } satisfies RouteHandle,
      },
      {
        path: 'bomOrder',
        lazy: lazyPage(() => import('../pages/orders/order-list-page.tsx').then((m) => m.BomOrderPage)),
        handle: { title: 'bomOrder' } satisfies RouteHandle,
      },
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
