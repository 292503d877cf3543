import { CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches, useNavigate } from 'react-router';
import { useSessionState } from '../../lib/use-session-state.ts';
import type { RouteHandle } from '../routes/route-handle.ts';
import { erpHomePath } from './route-menu.ts';
import type { RouteMenuItem } from './route-menu-item.ts';
import { useMenuTitle } from './use-menu-title.ts';

type ErpTab = Pick<RouteMenuItem, 'path' | 'title' | 'name' | 'closable'>;

/**
 * The page-tab bar: one link per opened menu page (kept for the tab session); home is always first and fixed.
 * Each "tab" is a route, so the bar is navigation (links, aria-current) rather than an ARIA tablist; every closable
 * page has its own close button named after it.
 */
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

  const activePath = tabs.some((tab) => tab.path === pathname) ? pathname : erpHomePath;
  const links = [
    { path: erpHomePath, label: tc('routes.erpHome'), closable: false },
    ...tabs.map((tab) => ({ path: tab.path, label: titleOf(tab), closable: tab.closable })),
  ];

  return (
    <nav className="erp-tab-bar" aria-label={t('tabsLabel')}>
      <ul className="erp-tab-list">
        {links.map((link) => {
          const isActive = link.path === activePath;
          return (
            <li key={link.path} className={isActive ? 'erp-tab erp-tab-active' : 'erp-tab'}>
              <Link to={link.path} className="erp-tab-link" aria-current={isActive ? 'page' : undefined}>
                {link.label}
              </Link>
              {link.closable ? (
                <button
                  type="button"
                  className="erp-tab-close"
                  aria-label={tc('actions.closeTab', { title: link.label })}
                  title={tc('actions.closeTab', { title: link.label })}
                  onClick={() => closeTab(link.path)}
                >
                  <CloseOutlined aria-hidden="true" />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <span className="erp-tab-tools">
        <Button size="small" type="text" onClick={() => setTabs(tabs.filter((tab) => tab.path === pathname))}>
          {t('closeOthers')}
        </Button>
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
    </nav>
  );
}
