import { type PermissionTag, permissionTags } from './permissions.ts';
import type { StaffRoleId } from './roles.ts';

/**
 * The default back-office menu the server seeds. `url` names the web app's view for the entry
 * (apps/web keeps a registry from url to a lazily loaded page), `menuenname` is both the English
 * title and the permission tag of the entry, and `roles` are the staff roles that get it by default.
 */
export type SeedMenu = {
  menuname: string;
  menuenname: string;
  menupath: string;
  menuico: MenuIconName | '';
  url: string;
  keeplive: boolean;
  roles: readonly StaffRoleId[];
  children?: readonly SeedMenu[];
};

const allStaff: readonly StaffRoleId[] = ['1', '11', '12', '14', '15', '16', '17'];

/**
 * Menu entries whose tag (English name) also guards server routes: the data of a whole view belongs to whoever holds
 * its menu, so the route takes the menu's tag instead of a separate button-level tag that could drift from it.
 */
export const menuTags = {
  // The staff order screens (view-registry.ts maps both to one page): orders, their messages and the staff directory.
  salesOrders: 'Sales Orders',
  procurement: 'Procurement',
  performance: 'Performance',
  collectionPayment: 'Collection and Payment',
  salesReturns: 'Sales Returns',
  customers: 'Customers',
  designQueue: 'Design Queue',
} as const;
export type MenuTag = (typeof menuTags)[keyof typeof menuTags];

/**
 * The tags of the staff order screens: whoever holds one works on orders, so may read them (list, detail, messages,
 * waiting work) and the staff directory their assignment pickers and timelines name people from.
 */
export const orderScreenTags = [menuTags.salesOrders, menuTags.procurement] as const;

export const erpMenus: readonly SeedMenu[] = [
  {
    menuname: '工作台',
    menuenname: 'Workbench',
    menupath: '/erp/home',
    menuico: 'DashboardOutlined',
    url: 'home',
    keeplive: true,
    roles: allStaff,
  },
  {
    menuname: '采购报价',
    menuenname: menuTags.procurement,
    menupath: '/erp/procurement',
    menuico: 'ShoppingCartOutlined',
    url: 'procurement',
    keeplive: true,
    roles: ['1', '12', '16'],
  },
  {
    menuname: '收款核销',
    menuenname: 'Collection Verification',
    menupath: '/erp/collectionVerification',
    menuico: 'AuditOutlined',
    url: 'collection-verification',
    keeplive: true,
    roles: ['1', '15', '16'],
  },
  {
    menuname: '销售订单',
    menuenname: menuTags.salesOrders,
    menupath: '/erp/salesOrders',
    menuico: 'FileTextOutlined',
    url: 'sales-orders',
    keeplive: true,
    roles: ['1', '11', '14', '15', '16'],
  },
  {
    menuname: '收付款',
    menuenname: menuTags.collectionPayment,
    menupath: '/erp/collectionPayment',
    menuico: 'AccountBookOutlined',
    url: 'collection-payment',
    keeplive: true,
    roles: ['1', '11', '15', '16'],
  },
  {
    menuname: '销售退货',
    menuenname: menuTags.salesReturns,
    menupath: '/erp/salesReturns',
    menuico: 'RollbackOutlined',
    url: 'sales-returns',
    keeplive: true,
    roles: ['1', '11', '15', '16'],
  },
  {
    menuname: '采购退货',
    menuenname: 'Purchase Returns',
    menupath: '/erp/purchaseReturns',
    menuico: 'UndoOutlined',
    url: 'purchase-returns',
    keeplive: true,
    roles: ['1', '12', '16'],
  },
  {
    menuname: '业绩',
    menuenname: menuTags.performance,
    menupath: '/erp/performance',
    menuico: 'LineChartOutlined',
    url: 'performance',
    keeplive: true,
    roles: ['1', '11', '14', '15', '16'],
  },
  {
    menuname: '开票',
    menuenname: 'Invoicing',
    menupath: '/erp/invoicing',
    menuico: 'ProfileOutlined',
    url: 'invoicing',
    keeplive: true,
    roles: ['1', '11', '15', '16'],
  },
  {
    menuname: '销售返利',
    menuenname: 'Sales Rebate',
    menupath: '/erp/salesRebate',
    menuico: 'GiftOutlined',
    url: 'sales-rebate',
    keeplive: true,
    roles: ['1', '15', '16'],
  },
  {
    menuname: '采购返利',
    menuenname: 'Purchase Rebate',
    menupath: '/erp/purchaseRebate',
    menuico: 'InteractionOutlined',
    url: 'purchase-rebate',
    keeplive: true,
    roles: ['1', '12', '16'],
  },
  {
    menuname: '库存',
    menuenname: 'Inventory',
    menupath: '/erp/inventory',
    menuico: 'DatabaseOutlined',
    url: 'inventory',
    keeplive: true,
    roles: ['1', '12', '14', '16'],
  },
  {
    menuname: '客户',
    menuenname: menuTags.customers,
    menupath: '/erp/customers',
    menuico: 'TeamOutlined',
    url: 'customers',
    keeplive: true,
    roles: ['1', '11', '14', '15', '16'],
  },
  {
    menuname: '价格本',
    menuenname: 'Price Book',
    menupath: '/erp/priceBook',
    menuico: 'CalculatorOutlined',
    url: 'price-book',
    keeplive: true,
    roles: ['1', '15', '16'],
  },
  {
    menuname: '内容管理',
    menuenname: 'Content',
    menupath: '/erp/content',
    menuico: 'ReadOutlined',
    url: 'content',
    keeplive: true,
    roles: ['1', '11', '15'],
  },
  {
    menuname: '积分商城',
    menuenname: 'Points Mall Items',
    menupath: '/erp/pointsMallItems',
    menuico: 'ShopOutlined',
    url: 'points-mall-items',
    keeplive: true,
    roles: ['1', '11', '15'],
  },
  {
    // The layout design service (issue 16): the roles holding a design:* tag, and the administrator.
    menuname: '设计任务',
    menuenname: menuTags.designQueue,
    menupath: '/erp/design',
    menuico: 'ProfileOutlined',
    url: 'design-queue',
    keeplive: true,
    roles: ['1', '15', '17'],
  },
  {
    // Top level, not under System: the senior executive reads the log without the administrator's System entries.
    menuname: '操作日志',
    menuenname: 'Audit Log',
    menupath: '/erp/auditLog',
    menuico: 'AuditOutlined',
    url: 'system-audit',
    keeplive: true,
    roles: ['1', '16'],
  },
  {
    // Top level beside the audit log, for the same reason: the senior executive reads it without System.
    menuname: '流量统计',
    menuenname: 'Traffic Statistics',
    menupath: '/erp/traffic',
    menuico: 'LineChartOutlined',
    url: 'traffic',
    keeplive: true,
    roles: ['1', '16'],
  },
  {
    menuname: '系统管理',
    menuenname: 'System',
    menupath: '/erp/system',
    menuico: 'SettingOutlined',
    url: '',
    keeplive: false,
    roles: ['1'],
    children: [
      {
        menuname: '员工',
        menuenname: 'Staff',
        menupath: '/erp/system/staff',
        menuico: 'UserOutlined',
        url: 'system-staff',
        keeplive: true,
        roles: ['1'],
      },
      {
        menuname: '角色',
        menuenname: 'Roles',
        menupath: '/erp/system/roles',
        menuico: 'SafetyOutlined',
        url: 'system-roles',
        keeplive: true,
        roles: ['1'],
      },
      {
        menuname: '菜单',
        menuenname: 'Menus',
        menupath: '/erp/system/menus',
        menuico: 'MenuOutlined',
        url: 'system-menus',
        keeplive: true,
        roles: ['1'],
      },
    ],
  },
];

/** The icons a menu entry may name (menuico): the web app's curated set (apps/web/src/components/menu-icons.tsx). */
export const menuIconNames = [
  'AccountBookOutlined',
  'AppstoreOutlined',
  'AuditOutlined',
  'BarChartOutlined',
  'CalculatorOutlined',
  'DashboardOutlined',
  'DatabaseOutlined',
  'FileTextOutlined',
  'GiftOutlined',
  'HomeOutlined',
  'InteractionOutlined',
  'LineChartOutlined',
  'MenuOutlined',
  'ProfileOutlined',
  'ReadOutlined',
  'RollbackOutlined',
  'SafetyOutlined',
  'SettingOutlined',
  'ShopOutlined',
  'ShoppingCartOutlined',
  'TeamOutlined',
  'UndoOutlined',
  'UserOutlined',
] as const;
export type MenuIconName = (typeof menuIconNames)[number];

/** Every view url the seed menu names, so the web app can prove it has a page for each. */
export function listMenuUrls(menus: readonly SeedMenu[] = erpMenus): string[] {
  return menus.flatMap((menu) => [...(menu.url ? [menu.url] : []), ...listMenuUrls(menu.children ?? [])]);
}

/** Button-level permission entries (invisible menu entries) per role, from permissionTags. */
export function listDefaultTagsOfRole(roleId: StaffRoleId): PermissionTag[] {
  return (Object.keys(permissionTags) as PermissionTag[]).filter((tag) =>
    (permissionTags[tag] as readonly string[]).includes(roleId),
  );
}
