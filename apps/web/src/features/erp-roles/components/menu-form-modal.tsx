import { listMenuUrls, type MenuIconName, menuIconNames } from '@boardforge/contracts/erp-menu.ts';
import { type MenuItem, roleMenuLimits } from '@boardforge/contracts/roles-menus.ts';
import { pickWording } from '@boardforge/domain/language.ts';
import { App, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { MenuIcon } from '../../../components/menu-icons.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCreateMenu } from '../api/create-menu.ts';
import { useUpdateMenu } from '../api/update-menu.ts';

// The parent field's value for "top level" (antd's Select keeps no null option; ids start at 1).
const topLevel = 0;

type MenuValues = {
  parentId: number;
  menuname: string;
  menuenname: string;
  menupath: string;
  menuico: MenuIconName | '';
  url: string;
  isvisible: boolean;
  sort: number;
};

/** What the dialog edits: an entry, or a new one (under a parent, or at the top). */
export type MenuSubject = { kind: 'edit'; item: MenuItem } | { kind: 'new'; parentId: number | null };

/** The dialog creating or editing a menu entry; closed while `subject` is null. */
export function MenuFormModal({
  subject,
  items,
  onClose,
}: {
  subject: MenuSubject | null;
  items: readonly MenuItem[];
  onClose: () => void;
}) {
  const { t } = useTranslation('roles');
  return (
    <FormModal
      subject={subject}
      title={subject?.kind === 'edit' ? t('menus.form.editTitle') : t('menus.form.addTitle')}
      onClose={onClose}
    >
      {(current) => <MenuForm subject={current} items={items} onDone={onClose} />}
    </FormModal>
  );
}

const urls = listMenuUrls();

// An entry saved before the icon list existed may name another icon; the form then starts with none.
function toIconName(name: string): MenuIconName | '' {
  return (menuIconNames as readonly string[]).includes(name) ? (name as MenuIconName) : '';
}

function MenuForm({
  subject,
  items,
  onDone,
}: {
  subject: MenuSubject;
  items: readonly MenuItem[];
  onDone: () => void;
}) {
  const { t } = useTranslation('roles');
  const language = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<MenuValues>();
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const required = (field: string) => ({ required: true, whitespace: true, message: t('form.required', { field }) });
  const editing = subject.kind === 'edit' ? subject.item : null;

  const submit = async (values: MenuValues) => {
    const input = {
      parentId: values.parentId === topLevel ? null : values.parentId,
      menuname: values.menuname.trim(),
      menuenname: values.menuenname.trim(),
      menupath: (values.menupath ?? '').trim(),
      menuico: values.menuico ?? '',
      url: values.url ?? '',
      keeplive: editing?.keeplive ?? true,
      isvisible: values.isvisible,
      sort: values.sort,
    };
    await (editing ? update.mutateAsync({ ...input, id: editing.id }) : create.mutateAsync(input));
    void message.success(t('form.saved'));
    onDone();
  };

  const parents = items.filter((item) => item.isvisible && item.id !== editing?.id);
  return (
    <ModalForm<MenuValues>
      form={form}
      initialValues={
        editing
          ? { ...editing, parentId: editing.parentId ?? topLevel, menuico: toIconName(editing.menuico) }
          : {
              parentId: (subject.kind === 'new' ? subject.parentId : null) ?? topLevel,
              isvisible: true,
              sort: 0,
              menuico: '',
              url: '',
            }
      }
      summary={<p>{t('menus.form.help')}</p>}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={create.isPending || update.isPending}
      labels={{ failed: t('form.failed'), cancel: t('cancel'), submit: t('form.submit') }}
    >
      <Form.Item name="parentId" label={t('menus.parent')}>
        <Select
          options={[
            { value: topLevel, label: t('menus.topLevel') },
            ...parents.map((item) => ({
              value: item.id,
              label: pickWording(language, { zh: item.menuname, en: item.menuenname }),
            })),
          ]}
        />
      </Form.Item>
      <Form.Item name="menuname" label={t('menus.titleZh')} rules={[required(t('menus.titleZh'))]}>
        <Input maxLength={roleMenuLimits.menuname} />
      </Form.Item>
      <Form.Item
        name="menuenname"
        label={t('menus.titleEn')}
        rules={[required(t('menus.titleEn'))]}
        extra={t('menus.form.titleEnHelp')}
      >
        <Input maxLength={roleMenuLimits.menuenname} />
      </Form.Item>
      <Form.Item name="menupath" label={t('menus.path')} extra={t('menus.form.pathHelp')}>
        <Input maxLength={roleMenuLimits.menupath} />
      </Form.Item>
      <Form.Item name="menuico" label={t('menus.icon')}>
        <Select
          options={[
            { value: '', label: t('menus.none') },
            ...menuIconNames.map((name) => ({
              value: name,
              label: (
                <span>
                  <MenuIcon name={name} /> {name}
                </span>
              ),
            })),
          ]}
        />
      </Form.Item>
      <Form.Item name="url" label={t('menus.view')}>
        <Select
          options={[{ value: '', label: t('menus.noView') }, ...urls.map((url) => ({ value: url, label: url }))]}
        />
      </Form.Item>
      <Form.Item name="isvisible" label={t('menus.visible')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('menus.sort')}
        rules={[{ required: true, message: t('form.required', { field: t('menus.sort') }) }]}
      >
        <InputNumber min={0} max={roleMenuLimits.sortMax} precision={0} />
      </Form.Item>
    </ModalForm>
  );
}
