import { pickWording } from '@boardforge/domain/language.ts';
import { Card, Empty, Select, Space, Tag, Tree } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { useRoles } from '../api/list-roles.ts';
import { useRoleMenuPreview } from '../api/preview-role-menu.ts';
import { toPreviewTree } from './menu-tree-data.ts';

/** "View as role": pick a role, see the menu tree and tags its staff get at their next menu fetch. */
export function RolePreview() {
  const { t } = useTranslation('roles');
  const language = useLanguage();
  const roles = useRoles();
  const [roleId, setRoleId] = useState<string | undefined>(undefined);
  const preview = useRoleMenuPreview(roleId);
  const menu = preview.data?.menu ?? [];

  return (
    <Card title={t('preview.title')} style={{ marginTop: 24 }}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <label htmlFor="menus-preview-role">{t('preview.role')}</label>
        <Select
          id="menus-preview-role"
          value={roleId}
          onChange={setRoleId}
          style={{ minWidth: 220 }}
          options={(roles.data ?? []).map((role) => ({
            value: role.id,
            label: `${role.id} · ${pickWording(language, { zh: role.name, en: role.nameEn })}`,
          }))}
        />
        {preview.data && (
          <section aria-label={t('preview.menu')} data-testid="role-preview">
            <h2 style={{ fontSize: 16 }}>{t('preview.menu')}</h2>
            {menu.length === 0 ? (
              <Empty description={t('preview.noMenu')} />
            ) : (
              <Tree
                key={roleId}
                defaultExpandAll
                selectable={false}
                treeData={toPreviewTree(menu, (entry) =>
                  pickWording(language, { zh: entry.menuname, en: entry.menuenname }),
                )}
              />
            )}
            <h2 style={{ fontSize: 16 }}>{t('preview.tags')}</h2>
            <Space wrap size="small">
              {preview.data.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </Space>
          </section>
        )}
      </Space>
    </Card>
  );
}
