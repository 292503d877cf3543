import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { memberLinks } from './member-links.ts';

/** The member area's side menu (wide screens). */
export function MemberNav() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  return (
    <nav className="order-menu member-nav" aria-label={t('memberMenu')}>
      <Menu
        mode="inline"
        selectedKeys={[pathname]}
        items={memberLinks.map((link) => ({ key: link.to, label: <Link to={link.to}>{t(`links.${link.key}`)}</Link> }))}
      />
    </nav>
  );
}
