import { GlobalOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { roleNames } from '@boardforge/contracts/roles.ts';
import { pickWording, toLanguage } from '@boardforge/domain/language.ts';
import { Alert, Button, Layout, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { MenuIcon } from '../../components/menu-icons.tsx';
import { useLogOut } from '../../features/auth/api/log-out.ts';
import { queryClient } from '../../lib/query-client.ts';
import { clearSession, useSession } from '../../lib/session.ts';
import { useStaffAccess } from '../../lib/staff-access-store.ts';
import { BrandMark } from '../layouts/brand-mark.tsx';
import type { RouteHandle } from '../routes/route-handle.ts';
import { ErpTabBar } from './erp-tab-bar.tsx';
import { buildRouteMenu, listViewItems } from './route-menu.ts';
import type { RouteMenuItem } from './route-menu-item.ts';
import { useMenuTitle } from './use-menu-title.ts';
import { ErpNotFoundPage } from './views/erp-not-found-page.tsx';
import './erp-layout.css';

/** antd Menu items from the visible route menu items (icons by name). */
function toSideMenuItems(items: RouteMenuItem[], titleOf: (item: RouteMenuItem) => string): MenuProps['items'] {
  return items
    .filter((item) => item.meta.isVisible)
    .map((item) => {
      const visibleChildren = item.children.filter((child) => child.meta.isVisible);
      if (item.meta.type === 'menu' && visibleChildren.length > 0) {
        return {
          key: item.path,
          icon: <MenuIcon name={item.meta.icon} />,
          label: titleOf(item),
          children: toSideMenuItems(visibleChildren, titleOf),
        };
      }
      return {
        key: item.path,
        icon: <MenuIcon name={item.meta.icon} />,
        label: <Link to={item.path}>{titleOf(item)}</Link>,
      };
    });
}

/** The back office (/erp): side menu from the server menu, header, page tabs and the page. */
export function ErpLayout() {
  const { t, i18n } = useTranslation('erp');
  const { t: tc } = useTranslation();
  const session = useSession();
  const access = useStaffAccess();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const matches = useMatches();
  const titleOf = useMenuTitle();
  const logOut = useLogOut();
  const [isCollapsed, setIsCollapsed] = useState(false);

  const menu = useMemo(() => buildRouteMenu(access?.menu ?? []), [access]);
  const currentItem = matches.map((match) => (match.handle as RouteHandle | undefined)?.menuItem).findLast(Boolean);
  const activeMenu = currentItem?.meta.activeMenu ?? pathname;
  // Routes patched for an earlier login in this page stay in the router; only the current role's menu counts.
  const isInCurrentMenu = !currentItem || listViewItems(menu).some((item) => item.path === currentItem.path);
  const openKeys = menu.filter((item) => activeMenu.startsWith(`${item.path}/`)).map((item) => item.path);
  // A role created on System › Roles has no built-in names: the header shows its id.
  const roleWording =
    session.role && session.role in roleNames
      ? pickWording(toLanguage(i18n.language), roleNames[session.role as keyof typeof roleNames])
      : session.role;

  const handleLogout = () => {
    logOut.mutate(undefined, {
      onSettled: () => {
        clearSession();
        queryClient.clear();
        void navigate('/login?tab=manage');
      },
    });
  };

  return (
    <Layout className="erp">
      <a href="#erp-main" className="skip-link">
        {tc('skipToContent')}
      </a>
      <Layout.Sider
        collapsible
        collapsed={isCollapsed}
        onCollapse={setIsCollapsed}
        breakpoint="lg"
        collapsedWidth={64}
        width={224}
        trigger={null}
        className="erp-sider"
      >
        <Link to="/erp/home" className="erp-brand" aria-label={t('title')}>
          <BrandMark size={32} />
          {isCollapsed ? null : <span>{t('title')}</span>}
        </Link>
        <nav aria-label={t('sideMenu')}>
          <Menu
            theme="dark"
            mode="inline"
            items={toSideMenuItems(menu, titleOf)}
            selectedKeys={[activeMenu]}
            defaultOpenKeys={openKeys}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <header className="erp-header">
          <Button
            type="text"
            icon={isCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={isCollapsed ? t('expand') : t('collapse')}
            onClick={() => setIsCollapsed((value) => !value)}
          />
          <div className="erp-header-tools">
            <span className="erp-user">
              {tc('nav.greeting', { name: session.userInfo?.nickname ?? '' })}
              {roleWording ? <span className="erp-role">{t('role', { role: roleWording })}</span> : null}
            </span>
            <LanguageSwitch />
            <Link to="/" className="erp-site-link">
              <GlobalOutlined aria-hidden="true" /> <span className="erp-tool-text">{t('backToSite')}</span>
            </Link>
            <Button icon={<LogoutOutlined />} onClick={handleLogout} loading={logOut.isPending}>
              <span className="erp-tool-text">{tc('nav.logout')}</span>
            </Button>
          </div>
        </header>
        <ErpTabBar />
        <main id="erp-main" tabIndex={-1} className="erp-main">
          {access ? null : <Alert type="warning" showIcon title={t('module.menuFailed')} className="page-note" />}
          {isInCurrentMenu ? <Outlet /> : <ErpNotFoundPage />}
        </main>
      </Layout>
    </Layout>
  );
}
