import { administratorRoleId, type RoleSummary } from '@boardforge/contracts/roles-menus.ts';
import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadFailed } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { readRefusalMessage } from '../../../lib/form-errors.ts';
import { useDeleteRole } from '../api/delete-role.ts';
import { useRoles } from '../api/list-roles.ts';
import { RoleFormModal } from './role-form-modal.tsx';
import { RoleTagsModal } from './role-tags-modal.tsx';

const manageTags = ['role:manage'] as const;

/**
 * /erp/system/roles (角色): every role with its names, staff count and tags; the administrator adds a role, renames
 * one, chooses its pages and permission tags, and deletes one nobody holds. Every action is `role:manage`.
 */
export function RolesPage() {
  const { t } = useTranslation('roles');
  const roles = useRoles();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<RoleSummary | 'new' | null>(null);
  const [tagging, setTagging] = useState<RoleSummary | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const columns: TableColumnsType<RoleSummary> = [
    { title: t('id'), dataIndex: 'id' },
    { title: t('nameZh'), dataIndex: 'name' },
    { title: t('nameEn'), dataIndex: 'nameEn' },
    { title: t('staffCount'), dataIndex: 'staffCount', align: 'right' },
    { title: t('tagCount'), key: 'tags', align: 'right', render: (_: unknown, row) => row.tags.length },
    {
      title: t('actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <Permission tags={manageTags}>
          <Space wrap size="small">
            <Button size="small" onClick={() => setEditing(row)} aria-label={t('renameLabel', { id: row.id })}>
              {t('rename')}
            </Button>
            <Button size="small" onClick={() => setTagging(row)} aria-label={t('tagsLabel', { id: row.id })}>
              {t('tags.open')}
            </Button>
            {row.id !== administratorRoleId && (
              <Popconfirm
                title={t('deleteConfirm', { id: row.id })}
                okText={t('delete')}
                cancelText={t('cancel')}
                onConfirm={() =>
                  remove
                    .mutateAsync({ id: row.id })
                    .then(() => setRefusal(null))
                    .catch((error: unknown) => setRefusal(readRefusalMessage(error)))
                }
              >
                <Button size="small" danger aria-label={t('deleteLabel', { id: row.id })}>
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
      <h1 className="erp-page-title">{t('title')}</h1>
      <p className="erp-page-lead">{t('lead')}</p>
      <div className="erp-list-actions">
        <Permission tags={manageTags}>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        </Permission>
      </div>
      {refusal && <p role="alert">{refusal}</p>}
      {roles.isError && !roles.data ? (
        <ListLoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void roles.refetch()} />
      ) : (
        <Table<RoleSummary>
          rowKey="id"
          caption={t('caption')}
          columns={columns}
          dataSource={roles.data}
          loading={roles.isFetching}
          pagination={false}
          locale={{ emptyText: t('empty') }}
          scroll={{ x: 'max-content' }}
        />
      )}
      <RoleFormModal subject={editing} onClose={() => setEditing(null)} />
      <RoleTagsModal role={tagging} onClose={() => setTagging(null)} />
    </div>
  );
}
