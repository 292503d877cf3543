import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { toMenuItems } from './site-nav.tsx';

/** The horizontal navigation of wide screens (its own chunk: a phone never fetches antd's menu for it). */
export function SiteWideNav({ selectedKeys }: { selectedKeys: string[] }) {
  const { t } = useTranslation();
  return <Menu mode="horizontal" items={toMenuItems(t)} selectedKeys={selectedKeys} disabledOverflow />;
}
