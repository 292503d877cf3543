import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { useLogOut } from '../../features/auth/api/log-out.ts';
import { queryClient } from '../../lib/query-client.ts';
import { clearSession, useSession } from '../../lib/session.ts';
import { BrandMark } from './brand-mark.tsx';
import { findSelectedKeys, toMenuItems } from './site-nav.tsx';
import './site-header.css';

/** Greeting, order management and logout for a logged-in user; login and register for a visitor. */
function AccountActions({ onNavigate, layout }: { onNavigate?: () => void; layout: 'bar' | 'drawer' }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const logOut = useLogOut();

  const handleLogout = () => {
    logOut.mutate(undefined, {
      onSettled: () => {
        clearSession();
        queryClient.clear();
        onNavigate?.();
        void navigate('/');
      },
    });
  };

  if (!session.isLoggedIn) {
    return (
      <div className={`account-actions account-actions-${layout}`}>
        <LinkButton to="/login" variant="ghost" onClick={onNavigate}>
          {t('nav.login')}
        </LinkButton>
        <LinkButton to="/register" variant="primary" onClick={onNavigate}>
          {t('nav.register')}
        </LinkButton>
      </div>
    );
  }
  const name = session.userInfo?.nickname || t('nav.guestName');
  return (
    <div className={`account-actions account-actions-${layout}`}>
      <span className="account-greeting">
        <UserOutlined aria-hidden="true" /> {t('nav.greeting', { name })}
      </span>
      <LinkButton to={session.isStaff ? '/erp' : '/order/home'} variant="primary" onClick={onNavigate}>
        {t('nav.orderManagement')}
      </LinkButton>
      <Button icon={<LogoutOutlined />} onClick={handleLogout} loading={logOut.isPending}>
        {t('nav.logout')}
      </Button>
    </div>
  );
}

/** The site header: brand, top navigation (a drawer below 1200 px), language switch and account actions. */
export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const screens = Grid.useBreakpoint();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const isWide = Boolean(screens.xl);
  const selectedKeys = findSelectedKeys(pathname, search);

  return (
    <header className="site-header">
      {isWide ? (
        <div className="site-topbar">
          <div className="container site-topbar-inner">
            <p className="site-topbar-tagline">{t('brand.tagline')}</p>
            <div className="site-header-tools">
              <LanguageSwitch tone="dark" />
              <AccountActions layout="bar" />
            </div>
          </div>
        </div>
      ) : null}
      <div className="container site-header-inner">
        <Link to="/" className="brand">
          <BrandMark />
          <span className="brand-text">
            <span className="brand-name">{t('brand.wordmark')}</span>
            <span className="brand-name-zh" lang="zh-CN">
              {t('brand.wordmarkZh')}
            </span>
          </span>
        </Link>
        {isWide ? (
          <nav className="site-nav" aria-label={t('nav.aria')}>
            <Menu mode="horizontal" items={toMenuItems(t)} selectedKeys={selectedKeys} disabledOverflow />
          </nav>
        ) : (
          <div className="site-header-tools">
            <LanguageSwitch />
            <Button
              type="text"
              size="large"
              icon={<MenuOutlined />}
              aria-label={t('nav.openMenu')}
              aria-expanded={isDrawerOpen}
              onClick={() => setIsDrawerOpen(true)}
            />
          </div>
        )}
      </div>
      {isWide ? null : (
        <Drawer
          title={t('nav.menuTitle')}
          placement="right"
          open={isDrawerOpen}
          onClose={() => setIsDrawerOpen(false)}
          size={320}
          className="site-drawer"
        >
          <nav aria-label={t('nav.aria')}>
            <Menu
              mode="inline"
              items={toMenuItems(t, () => setIsDrawerOpen(false))}
              selectedKeys={selectedKeys}
              className="site-drawer-menu"
            />
          </nav>
          <AccountActions layout="drawer" onNavigate={() => setIsDrawerOpen(false)} />
        </Drawer>
      )}
    </header>
  );
}
