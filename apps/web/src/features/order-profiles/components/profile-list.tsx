import { EditOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { maxOrderProfilesPerCustomer, type OrderProfile } from '@boardforge/contracts/order-profiles.ts';
import { Alert, App, Button, Empty, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteProfile } from '../api/delete-profile.ts';
import { useProfiles } from '../api/list-profiles.ts';
import { summarizeProfile } from '../utils/profile-summary.ts';
import { RenameProfileModal } from './rename-profile-modal.tsx';

export type ProfileListProps = {
  /** The Smart Quotes address that opens a profile pre-filled (composed in by the page: quotes is another feature). */
  buildOpenPath: (profile: OrderProfile) => string;
};

/** The own order profiles: name, quote tab, spec summary and last change; open, rename, delete. */
export function ProfileList({ buildOpenPath }: ProfileListProps) {
  const { t } = useTranslation('profiles');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const profiles = useProfiles();
  const remove = useDeleteProfile();
  const [renaming, setRenaming] = useState<OrderProfile | null>(null);
  const rows = profiles.data ?? [];

  const handleDelete = async (profile: OrderProfile) => {
    try {
      await remove.mutateAsync({ id: profile.id });
      void message.success(t('list.deleted'));
    } catch {
      // Notified by the request layer.
    }
  };

  if (profiles.isPending) return <Skeleton active />;
  if (profiles.isError) return <Alert type="error" showIcon title={t('list.loadFailed')} />;
  return (
    <div className="order-profile-list">
      <p className="member-muted">{t('list.count', { count: rows.length, max: maxOrderProfilesPerCustomer })}</p>
      {rows.length === 0 ? (
        <Empty description={t('list.empty')} />
      ) : (
        <Table<OrderProfile>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          dataSource={rows}
          columns={[
            { key: 'name', title: t('list.name'), dataIndex: 'name' },
            { key: 'tab', title: t('list.tab'), render: (_, profile) => tc(`quoteTabs.${profile.tab}`) },
            { key: 'summary', title: t('list.summary'), render: (_, profile) => summarizeProfile(profile, t) },
            { key: 'updated', title: t('list.updated'), render: (_, profile) => formatDateTime(profile.updatedAt) },
            {
              key: 'actions',
              title: t('list.actions'),
              render: (_, profile) => (
                <div className="order-profile-actions">
                  <LinkButton to={buildOpenPath(profile)} icon={<FolderOpenOutlined aria-hidden="true" />}>
                    {t('list.open')}
                  </LinkButton>
                  <Button
                    type="link"
                    icon={<EditOutlined />}
                    onClick={() => setRenaming(profile)}
                    aria-label={t('list.renameOf', { name: profile.name })}
                  >
                    {t('list.rename')}
                  </Button>
                  <ConfirmDeleteButton
                    title={t('list.deleteTitle')}
                    description={t('list.deleteConfirm', { name: profile.name })}
                    label={t('list.delete')}
                    confirmLabel={t('list.ok')}
                    cancelLabel={t('list.cancel')}
                    ariaLabel={t('list.deleteOf', { name: profile.name })}
                    onConfirm={() => handleDelete(profile)}
                  />
                </div>
              ),
            },
          ]}
        />
      )}
      <RenameProfileModal profile={renaming} onClose={() => setRenaming(null)} />
    </div>
  );
}
