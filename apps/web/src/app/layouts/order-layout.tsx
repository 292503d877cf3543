import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import type { RouteTitleKey } from '../routes/route-handle.ts';

const orderPages: RouteTitleKey[] = ['shoppingCart', 'pcbOrder', 'smtOrder', 'seelOrder', 'bomOrder'];
const userPages: RouteTitleKey[] = [
  'basicInformation',
  'address',
  'changePassword',
  'consumptionRecords',
  'obtainingRecords',
];

/**
 * The client area (/order): a side menu of orders and account pages beside the page; below 992 px the menu is a
 * drawer opened from one line above the page, so a phone starts with the page's content.
 */
export function OrderLayout() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const isWide = screens.lg !== false;
  const closeDrawer = () => setIsDrawerOpen(false);
  const leaf = (group: string, page: RouteTitleKey) => {
    const path = `/order/${group}/${page}`;
    return {
      key: path,
      label: (
        <Link to={path} onClick={closeDrawer}>
          {t(`routes.${page}`)}
        </Link>
      ),
    };
  };
  const items: MenuProps['items'] = [
    {
      key: '/order/home',
      label: (
        <Link to="/order/home" onClick={closeDrawer}>
          {t('routes.orderHome')}
        </Link>
      ),
    },
    {
      key: 'orders',
      label: ta('orderManagement'),
      type: 'group',
      children: orderPages.map((page) => leaf('orderManagement', page)),
    },
    { key: 'user', label: ta('userInfo'), type: 'group', children: userPages.map((page) => leaf('userInfo', page)) },
  ];
  const menu = <Menu mode="inline" items={items} selectedKeys={[pathname]} />;
  return (
    <div className="container order-area">
      {isWide ? (
        <nav className="order-menu" aria-label={ta('menu')}>
          {menu}
        </nav>
      ) : (
        <>
          <div className="order-menu-bar">
            <Button icon={<MenuOutlined />} aria-expanded={isDrawerOpen} onClick={() => setIsDrawerOpen(true)}>
              {ta('menu')}
            </Button>
          </div>
          <Drawer title={ta('menu')} placement="left" open={isDrawerOpen} onClose={closeDrawer} size={300}>
            <nav aria-label={ta('menu')}>{menu}</nav>
          </Drawer>
        </>
      )}
      <div className="order-content">
        <Outlet />
      </div>
    </div>
  );
}
