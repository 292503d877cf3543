import { Menu, type MenuProps } from 'antd';
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

/** The client area (/order): a side menu of orders and account pages beside the page. */
export function OrderLayout() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('account');
  const { pathname } = useLocation();
  const leaf = (group: string, page: RouteTitleKey) => {
    const path = `/order/${group}/${page}`;
    return { key: path, label: <Link to={path}>{t(`routes.${page}`)}</Link> };
  };
  const items: MenuProps['items'] = [
    { key: '/order/home', label: <Link to="/order/home">{t('routes.orderHome')}</Link> },
    {
      key: 'orders',
      label: ta('orderManagement'),
      type: 'group',
      children: orderPages.map((page) => leaf('orderManagement', page)),
    },
    { key: 'user', label: ta('userInfo'), type: 'group', children: userPages.map((page) => leaf('userInfo', page)) },
  ];
  return (
    <div className="container order-area">
      <nav className="order-menu" aria-label={ta('menu')}>
        <Menu mode="inline" items={items} selectedKeys={[pathname]} />
      </nav>
      <div className="order-content">
        <Outlet />
      </div>
    </div>
  );
}
