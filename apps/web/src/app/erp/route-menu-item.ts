/** A route menu item (docs/product.md §3) built from one server menu entry. */
export type RouteMenuItem = {
  path: string;
  /** Chinese title (menuname). */
  title: string;
  /** English title and permission tag (menuenname). */
  name: string;
  closable: boolean;
  meta: {
    name: string;
    icon: string;
    /** The visible menu entry to highlight while this route is open. */
    activeMenu: string;
    keepAlive: boolean;
    /** 'menu' groups children; 'view' shows a page. */
    type: 'menu' | 'view';
    url: string;
    isVisible: boolean;
  };
  children: RouteMenuItem[];
};
