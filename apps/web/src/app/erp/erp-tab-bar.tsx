import { ReloadOutlined } from '@ant-design/icons';
import { Button, Tabs, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useSessionState } from '../../lib/use-session-state.ts';
import type { RouteHandle } from '../routes/route-handle.ts';
import { erpHomePath } from './route-menu.ts';
import type { RouteMenuItem } from './route-menu-item.ts';
import { useMenuTitle } from './use-menu-title.ts';

type ErpTab = Pick<RouteMenuItem, 'path' | 'title' | 'name' | 'closable'>;

/** The page-tab bar: one tab per opened menu page (kept for the tab session); home is always first and fixed. */
export function ErpTabBar() {
  const { t } = useTranslation('erp');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const titleOf = useMenuTitle();
  const [tabs, setTabs] = useSessionState<ErpTab[]>('erp.tabs', []);

  const menuItem = matches.map((match) => (match.handle as RouteHandle | undefined)?.menuItem).findLast(Boolean);

  useEffect(() => {
    if (!menuItem || menuItem.path === erpHomePath) return;
    setTabs((current) =>
      current.some((tab) => tab.path === menuItem.path)
        ? current
        : [
            ...current,
            { path: menuItem.path, title: menuItem.title, name: menuItem.name, closable: menuItem.closable },
          ],
    );
  }, [menuItem, setTabs]);

  const closeTab = (path: string) => {
    const index = tabs.findIndex((tab) => tab.path === path);
    const remaining = tabs.filter((tab) => tab.path !== path);
    setTabs(remaining);
    if (path === pathname) {
      const neighbour = remaining[Math.min(index, remaining.length - 1)];
      void navigate(neighbour?.path ?? erpHomePath);
    }
  };

  const activeKey = tabs.some((tab) => tab.path === pathname) ? pathname : erpHomePath;

  return (
    <div className="erp-tab-bar">
      <Tabs
        type="editable-card"
        hideAdd
        size="small"
        aria-label={t('tabsLabel')}
        activeKey={activeKey}
        onChange={(path) => void navigate(path)}
        onEdit={(path, action) => {
          if (action === 'remove' && typeof path === 'string') closeTab(path);
        }}
        items={[
          { key: erpHomePath, label: tc('routes.erpHome'), closable: false },
          ...tabs.map((tab) => ({ key: tab.path, label: titleOf(tab), closable: tab.closable })),
        ]}
        tabBarExtraContent={
          <span className="erp-tab-tools">
            <Tooltip title={t('closeOthers')}>
              <Button size="small" type="text" onClick={() => setTabs(tabs.filter((tab) => tab.path === pathname))}>
                {t('closeOthers')}
              </Button>
            </Tooltip>
            <Tooltip title={t('refreshTab')}>
              <Button
                size="small"
                type="text"
                icon={<ReloadOutlined />}
                aria-label={t('refreshTab')}
                onClick={() => void navigate(`/erp/redirect${pathname.slice('/erp'.length)}`, { replace: true })}
              />
            </Tooltip>
          </span>
        }
      />
    </div>
  );
}
