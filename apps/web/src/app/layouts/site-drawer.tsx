import { Drawer, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { AccountActions } from './account-actions.tsx';
import { toMenuItems } from './site-nav.tsx';

/** The navigation drawer of narrow screens (its own chunk: fetched at the first tap on the menu button). */
export function SiteDrawer({
  isOpen,
  onClose,
  selectedKeys,
}: {
  isOpen: boolean;
  onClose: () => void;
  selectedKeys: string[];
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      title={t('nav.menuTitle')}
      placement="right"
      open={isOpen}
      onClose={onClose}
      size={320}
      className="site-drawer"
    >
      <nav aria-label={t('nav.aria')}>
        <Menu mode="inline" items={toMenuItems(t, onClose)} selectedKeys={selectedKeys} className="site-drawer-menu" />
      </nav>
      <AccountActions layout="drawer" onNavigate={onClose} />
    </Drawer>
  );
}
