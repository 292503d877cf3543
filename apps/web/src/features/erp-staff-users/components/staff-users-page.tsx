import { type StaffUser, staffUserLimits, staffUserStates } from '@boardforge/contracts/staff-users.ts';
import { pickWording } from '@boardforge/domain/language.ts';
import { Button, Input, Popconfirm, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { useRoleOptions } from '../api/list-role-options.ts';
import { type StaffUserFilters, useStaffUsers } from '../api/list-staff-users.ts';
import { useSetStaffUserActive } from '../api/set-staff-user-active.ts';
import { ResetPasswordModal } from './reset-password-modal.tsx';
import { StaffUserFormModal } from './staff-user-form-modal.tsx';

type FilterValues = Omit<StaffUserFilters, 'pageNum' | 'pageSize'>;
const manageTags = ['staff:manage'] as const;

/**
 * /erp/system/staff (员工): the administrator's staff users, filtered by role, state and keyword; a form adds one with a
 * first password or edits the name and role, a button disables or enables one, another sets a new first password.
 * Every action is `staff:manage`.
 */
export function StaffUsersPage() {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const [filters, setFilters] = useSessionState<FilterValues>('erp.staff-users.filters', {});
  const [paging, setPaging] = useState(firstPaging);
  const [editing, setEditing] = useState<StaffUser | 'new' | null>(null);
  const [resetting, setResetting] = useState<StaffUser | null>(null);
  const users = useStaffUsers({ ...filters, ...paging });
  const setActive = useSetStaffUserActive();
  const change = (patch: Partial<FilterValues>) => {
    setFilters({ ...filters, ...patch });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };
  const roleOptions = useRoleOptions();
  const roleWord = (roleId: string) => {
    const role = roleOptions.find((option) => option.id === roleId);
    return role ? pickWording(language, role) : roleId;
  };

  const columns: TableColumnsType<StaffUser> = [
    { title: t('phone'), dataIndex: 'phone' },
    { title: t('nickname'), dataIndex: 'nickname' },
    { title: t('role'), dataIndex: 'roleId', render: (roleId: string) => roleWord(roleId) },
    {
      title: t('state'),
      dataIndex: 'isActive',
      render: (isActive: boolean) =>
        isActive ? <Tag color="green">{t('states.active')}</Tag> : <Tag color="red">{t('states.disabled')}</Tag>,
    },
    {
      title: t('lastLoginAt'),
      dataIndex: 'lastLoginAt',
      responsive: ['md'],
      render: (iso: string | null) => (iso ? formatDateTime(iso) : t('never')),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <Permission tags={manageTags}>
          <Space wrap size="small">
            <Button size="small" onClick={() => setEditing(row)} aria-label={t('editLabel', { phone: row.phone })}>
              {t('edit')}
            </Button>
            <Button
              size="small"
              onClick={() => setResetting(row)}
              aria-label={t('resetPasswordLabel', { phone: row.phone })}
            >
              {t('resetPassword')}
            </Button>
            {row.isActive ? (
              <Popconfirm
                title={t('disableConfirm', { phone: row.phone })}
                okText={t('disable')}
                cancelText={t('cancel')}
                onConfirm={() => setActive.mutateAsync({ userId: row.userId, isActive: false }).catch(() => undefined)}
              >
                <Button size="small" danger aria-label={t('disableLabel', { phone: row.phone })}>
                  {t('disable')}
                </Button>
              </Popconfirm>
            ) : (
              <Button
                size="small"
                onClick={() =>
                  void setActive.mutateAsync({ userId: row.userId, isActive: true }).catch(() => undefined)
                }
                aria-label={t('enableLabel', { phone: row.phone })}
              >
                {t('enable')}
              </Button>
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
      <FilterBar>
        <FilterField label={t('role')} htmlFor="staff-users-role">
          <Select
            id="staff-users-role"
            value={filters.roleId ?? ''}
            onChange={(roleId: string) => change({ roleId: roleId || undefined })}
            options={[
              { value: '', label: t('all') },
              ...roleOptions.map((role) => ({ value: role.id, label: pickWording(language, role) })),
            ]}
            style={{ minWidth: 160 }}
          />
        </FilterField>
        <FilterField label={t('state')} htmlFor="staff-users-state">
          <Select
            id="staff-users-state"
            value={filters.state ?? 'all'}
            onChange={(state: (typeof staffUserStates)[number]) => change({ state })}
            options={staffUserStates.map((state) => ({ value: state, label: t(`states.${state}`) }))}
            style={{ minWidth: 120 }}
          />
        </FilterField>
        <FilterField label={t('keyword')} htmlFor="staff-users-keyword">
          <Input.Search
            id="staff-users-keyword"
            allowClear
            maxLength={staffUserLimits.keyword}
            defaultValue={filters.keyword}
            placeholder={t('keywordPlaceholder')}
            onSearch={(keyword) => change({ keyword: keyword.trim() || undefined })}
          />
        </FilterField>
      </FilterBar>
      <div className="erp-list-actions">
        <Permission tags={manageTags}>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('add')}
          </Button>
        </Permission>
      </div>
      {users.isError && !users.data ? (
        <ListLoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void users.refetch()} />
      ) : (
        <PagedTable<StaffUser>
          rowKey="userId"
          caption={t('caption')}
          columns={columns}
          rows={users.data?.rows}
          total={users.data?.total}
          loading={users.isFetching}
          emptyText={t('empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(total) => t('total', { count: total })}
        />
      )}
      <StaffUserFormModal subject={editing} onClose={() => setEditing(null)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
