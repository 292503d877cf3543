import type { RoleSummary } from '@boardforge/contracts/roles-menus.ts';
import { pickWording } from '@boardforge/domain/language.ts';
import { Alert, App, Button, Modal, Space, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusalMessage } from '../../../lib/form-errors.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useMenuItems } from '../api/list-menus.ts';
import { useSetRoleTags } from '../api/set-role-tags.ts';
import { buildMenuNodes, type MenuNode } from './menu-tree-data.ts';

type TagNode = { key: string; title: string; children: TagNode[] };

/**
 * The dialog choosing every menu entry a role holds: pages (visible entries) and permission tags (invisible ones), as a
 * tree whose boxes are independent (holding a page does not grant its children). The server refuses, naming the tag,
 * a tag the editor's own role does not hold.
 */
export function RoleTagsModal({ role, onClose }: { role: RoleSummary | null; onClose: () => void }) {
  const { t } = useTranslation('roles');
  return (
    <Modal
      open={role !== null}
      title={role ? t('tags.title', { id: role.id }) : ''}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      maskClosable={false}
      width={640}
    >
      {role && <RoleTagsForm role={role} onDone={onClose} />}
    </Modal>
  );
}

function RoleTagsForm({ role, onDone }: { role: RoleSummary; onDone: () => void }) {
  const { t } = useTranslation('roles');
  const language = useLanguage();
  const { message } = App.useApp();
  const menus = useMenuItems();
  const setTags = useSetRoleTags();
  const [checked, setChecked] = useState<string[]>(role.tags);
  const [refusal, setRefusal] = useState<string | null>(null);

  const treeData = useMemo(() => {
    const toNode = (node: MenuNode): TagNode => ({
      key: node.menuenname,
      title: node.isvisible
        ? pickWording(language, { zh: node.menuname, en: node.menuenname })
        : t('tags.tagTitle', { tag: node.menuenname }),
      children: (node.children ?? []).map(toNode),
    });
    return buildMenuNodes(menus.data ?? []).map(toNode);
  }, [menus.data, language, t]);

  const save = async () => {
    setRefusal(null);
    try {
      await setTags.mutateAsync({ id: role.id, tags: checked });
      void message.success(t('form.saved'));
      onDone();
    } catch (error) {
      setRefusal(readRefusalMessage(error));
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <p>{t('tags.help')}</p>
      {refusal && <Alert type="error" showIcon role="alert" message={t('form.failed')} description={refusal} />}
      {menus.data && (
        <Tree
          checkable
          checkStrictly
          height={420}
          defaultExpandAll
          selectable={false}
          treeData={treeData}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      )}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>{t('cancel')}</Button>
        <Button type="primary" loading={setTags.isPending} onClick={() => void save()}>
          {t('form.submit')}
        </Button>
      </Space>
    </Space>
  );
}
