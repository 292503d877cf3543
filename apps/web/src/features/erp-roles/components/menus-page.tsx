import { editorUrls, isRouteTag, type MenuItem } from '@boardforge/contracts/roles-menus.ts';
import { Button, Popconfirm, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadFailed } from '../../../components/erp/paged-table.tsx';
import { MenuIcon } from '../../../components/menu-icons.tsx';
import { Permission } from '../../../components/permission.tsx';
import { readRefusalMessage } from '../../../lib/form-errors.ts';
import { useDeleteMenu } from '../api/delete-menu.ts';
import { useMenuItems } from '../api/list-menus.ts';
import { MenuFormModal, type MenuSubject } from './menu-form-modal.tsx';
import { buildMenuNodes, type MenuNode } from './menu-tree-data.ts';
import { RolePreview } from './role-preview.tsx';

const manageTags = ['role:manage'] as const;

/**
 * /erp/system/menus (菜单): the menu tree every role's menu is cut from — pages (visible) and permission tags
 * (invisible) — with both titles, path, icon, view and order. The administrator adds, edits, moves (parent and order),
 * hides and deletes entries, and previews the menu a role gets at its next menu fetch ("view as role").
 */
export function MenusPage() {
  const { t } = useTranslation('roles');
  const menus = useMenuItems();
  const remove = useDeleteMenu();
  const [editing, setEditing] = useState<MenuSubject | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const nodes = useMemo(() => buildMenuNodes(menus.data ?? []), [menus.data]);

  const columns: TableColumnsType<MenuNode> = [
    { title: t('menus.titleZh'), dataIndex: 'menuname' },
    { title: t('menus.titleEn'), dataIndex: 'menuenname' },
    { title: t('menus.path'), dataIndex: 'menupath', responsive: ['md'] },
    {
      title: t('menus.icon'),
      dataIndex: 'menuico',
      responsive: ['md'],
      render: (name: string) => (name ? <MenuIcon name={name} /> : null),
    },
    { title: t('menus.view'), dataIndex: 'url', responsive: ['lg'] },
    {
      title: t('menus.visible'),
      dataIndex: 'isvisible',
      render: (isVisible: boolean, row) =>
        isVisible ? (
          <Tag color="green">{t('menus.shown')}</Tag>
        ) : (
          <Tag>{row.menupath ? t('menus.hidden') : t('menus.tag')}</Tag>
        ),
    },
    { title: t('menus.sort'), dataIndex: 'sort', align: 'right' },
    {
      title: t('actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <Permission tags={manageTags}>
          <Space wrap size="small">
            <Button
              size="small"
              onClick={() => setEditing({ kind: 'edit', item: row })}
              aria-label={t('menus.editLabel', { name: row.menuenname })}
            >
              {t('menus.edit')}
            </Button>
            {row.isvisible && (
              <Button
                size="small"
                onClick={() => setEditing({ kind: 'new', parentId: row.id })}
                aria-label={t('menus.addChildLabel', { name: row.menuenname })}
              >
                {t('menus.addChild')}
              </Button>
            )}
            {!isRouteTag(row.menuenname) && !(editorUrls as readonly string[]).includes(row.url) && !row.children && (
              <Popconfirm
                title={t('menus.deleteConfirm', { name: row.menuenname })}
                okText={t('delete')}
                cancelText={t('cancel')}
                onConfirm={() =>
                  remove
                    .mutateAsync({ id: row.id })
                    .then(() => setRefusal(null))
                    .catch((error: unknown) => setRefusal(readRefusalMessage(error)))
                }
              >
                <Button size="small" danger aria-label={t('menus.deleteLabel', { name: row.menuenname })}>
                  {t('delete')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        </Permission>
      ),
    },
  ];

  return (
    <div className="erp-page">
      <h1 className="erp-page-title">{t('menus.title')}</h1>
      <p className="erp-page-lead">{t('menus.lead')}</p>
      <div className="erp-list-actions">
        <Permission tags={manageTags}>
          <Button type="primary" onClick={() => setEditing({ kind: 'new', parentId: null })}>
            {t('menus.add')}
          </Button>
        </Permission>
      </div>
      {refusal && <p role="alert">{refusal}</p>}
      {menus.isError && !menus.data ? (
        <ListLoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void menus.refetch()} />
      ) : (
        menus.data && (
          <Table<MenuNode>
            rowKey="id"
            caption={t('menus.caption')}
            columns={columns}
            dataSource={nodes}
            loading={menus.isFetching}
            pagination={false}
            expandable={{ defaultExpandAllRows: true }}
            scroll={{ x: 'max-content' }}
          />
        )
      )}
      <RolePreview />
      <MenuFormModal subject={editing} items={menus.data ?? ([] as MenuItem[])} onClose={() => setEditing(null)} />
    </div>
  );
}
