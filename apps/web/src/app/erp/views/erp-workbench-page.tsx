import { allPermissionTags } from '@boardforge/contracts/permissions.ts';
import { Card, Col, Row, Statistic, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '../../../components/menu-icons.tsx';
import { WaitingWorkCard } from '../../../features/erp-orders/components/waiting-work-card.tsx';
import { useSession } from '../../../lib/session.ts';
import { useStaffAccess } from '../../../lib/staff-access-store.ts';
import { findOrderScreenPath } from '../order-screen.ts';
import { buildRouteMenu, erpHomePath, listViewItems } from '../route-menu.ts';
import { useMenuTitle } from '../use-menu-title.ts';

/** The ERP home: greeting, the role's modules and tags, and the caller's waiting work. */
export function ErpWorkbenchPage() {
  const { t } = useTranslation('erp');
  const { userInfo } = useSession();
  const access = useStaffAccess();
  const titleOf = useMenuTitle();
  const views = listViewItems(buildRouteMenu(access?.menu ?? []));
  const modules = views.filter((item) => item.meta.isVisible && item.path !== erpHomePath);
  // Waiting work is worked on the role's order screen; a role without one has none.
  const orderScreenPath = findOrderScreenPath(views);
  const tags = access?.tags ?? [];
  const isAllPowerful = tags.some((tag) => (allPermissionTags as readonly string[]).includes(tag));

  return (
    <div className="erp-page">
      <h1 className="erp-page-title">{t('workbench.greeting', { name: userInfo?.nickname ?? '' })}</h1>
      <p className="erp-page-lead">{t('workbench.intro')}</p>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card>
            <Statistic title={t('workbench.modules')} value={modules.length} />
          </Card>
        </Col>
        <Col xs={24} md={16}>
          <Card title={<h2 className="card-heading">{t('workbench.permissions')}</h2>}>
            {isAllPowerful ? (
              <Tag color="gold">{t('workbench.allPermissions')}</Tag>
            ) : (
              <div className="tag-cloud">
                {tags.map((tag) => (
                  <Tag key={tag}>{tag}</Tag>
                ))}
              </div>
            )}
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={<h2 className="card-heading">{t('workbench.modules')}</h2>}>
            <ul className="module-grid">
              {modules.map((item) => (
                <li key={item.path}>
                  <Link to={item.path} className="module-link">
                    <MenuIcon name={item.meta.icon} />
                    <span>{titleOf(item)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </Col>
        <Col xs={24}>
          <WaitingWorkCard orderScreenPath={orderScreenPath} />
        </Col>
      </Row>
    </div>
  );
}
