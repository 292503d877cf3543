import {
  type ContentKind,
  type ContentRecord,
  contentLimits,
  finishedThicknessesMm,
  laminatedLayerCounts,
  layerMaterials,
  newsCategories,
  productIllustrations,
  productPagePaths,
} from '@boardforge/contracts/content.ts';
import { App, Button, Col, Form, Input, InputNumber, Rate, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, ModalForm } from '../../../components/erp/form-modal.tsx';
import { ImageUploadField } from '../../../components/erp/image-upload-field.tsx';
import { readOfferLink } from '../../../lib/offer-link.ts';
import { useCreateContent } from '../api/create-content.ts';
import { useUpdateContent } from '../api/update-content.ts';
import {
  type ContentFormValues,
  contentLanguages,
  type DataFieldSpec,
  dataKey,
  kindFields,
  pageKeyOf,
  type TextFieldSpec,
  textKey,
  toEntry,
  toFormValues,
} from './content-kind-fields.ts';
import { RichTextInput } from './rich-text-input.tsx';

/** What the editor is open on: a new record of a kind, or a record to edit. */
export type ContentEditing = { kind: ContentKind; record: ContentRecord | null };

const editorWidth = 960;

/** The editor of one record in both languages; closed while `subject` is null. */
export function ContentFormModal({ subject, onClose }: { subject: ContentEditing | null; onClose: () => void }) {
  const { t } = useTranslation('erpContent');
  return (
    <FormModal
      subject={subject}
      width={editorWidth}
      title={
        subject?.record
          ? t('form.editTitle', { kind: t(`kinds.${subject.kind}`) })
          : t('form.addTitle', { kind: t(`kinds.${subject?.kind ?? 'news'}`) })
      }
      onClose={onClose}
    >
      {(current) => <ContentForm editing={current} onDone={onClose} />}
    </FormModal>
  );
}

function ContentForm({ editing, onDone }: { editing: ContentEditing; onDone: () => void }) {
  const { t } = useTranslation('erpContent');
  const { message } = App.useApp();
  const [form] = Form.useForm<ContentFormValues>();
  const create = useCreateContent();
  const update = useUpdateContent();
  const { kind, record } = editing;
  const fields = kindFields[kind];

  const submit = async (values: ContentFormValues) => {
    const entry = toEntry(kind, values);
    const sort = typeof values.sort === 'number' ? values.sort : 0;
    if (record) await update.mutateAsync({ id: record.id, version: record.version, sort, entry });
    else await create.mutateAsync({ sort, entry });
    void message.success(t('form.saved'));
    onDone();
  };

  return (
    <ModalForm<ContentFormValues>
      form={form}
      initialValues={toFormValues(kind, record)}
      summary={<p>{record?.status === 'published' ? t('form.publishedHelp') : t('form.draftHelp')}</p>}
      onSubmit={submit}
      onCancel={onDone}
      isSubmitting={create.isPending || update.isPending}
      labels={{ failed: t('form.failed'), cancel: t('cancel'), submit: t('form.submit') }}
    >
      <Row gutter={24}>
        {contentLanguages.map((language) => (
          <Col key={language} xs={24} md={12}>
            <h3 className="erp-content-language">{t(`languages.${language}`)}</h3>
            {fields.text.map((field) => (
              <TextFieldItem key={field.name} field={field} name={textKey(language, field.name)} language={language} />
            ))}
          </Col>
        ))}
      </Row>
      {fields.data.map((field) => (
        <DataFieldItem key={field.name} field={field} />
      ))}
      <Form.Item name="sort" label={t('fields.sort')} extra={t('form.sortHelp')}>
        <InputNumber min={0} max={contentLimits.sortMax} precision={0} />
      </Form.Item>
    </ModalForm>
  );
}

function TextFieldItem({ field, name, language }: { field: TextFieldSpec; name: string; language: 'zh' | 'en' }) {
  const { t } = useTranslation('erpContent');
  const label = `${t(`fields.${field.name}`)} (${t(`languages.${language}`)})`;
  const rules = field.isOptional
    ? []
    : [{ required: true, whitespace: true, message: t('form.required', { field: label }) }];
  const extra = field.input === 'lines' ? t('form.linesHelp', { count: field.maxItems ?? 1 }) : undefined;
  return (
    <Form.Item
      name={name}
      label={label}
      rules={rules}
      extra={field.input === 'richText' ? t('form.richTextHelp') : extra}
    >
      {field.input === 'richText' ? (
        <RichTextInput maxLength={field.max} label={label} />
      ) : field.input === 'line' ? (
        <Input maxLength={field.max} />
      ) : (
        <Input.TextArea
          maxLength={field.input === 'lines' ? field.max * (field.maxItems ?? 1) : field.max}
          autoSize={{ minRows: 2, maxRows: 8 }}
        />
      )}
    </Form.Item>
  );
}

// A share link of a whole PCB spec stays well under this; the schema bounds every field inside it.
const quoteLinkMaxLength = 4000;

function DataFieldItem({ field }: { field: DataFieldSpec }) {
  const { t } = useTranslation('erpContent');
  const label = t(`fields.${field.name}`);
  const name = dataKey(field.name);
  const required = field.isOptional ? [] : [{ required: true, message: t('form.required', { field: label }) }];
  switch (field.input) {
    case 'image':
      return (
        <Form.Item name={name} label={label} rules={required}>
          <ImageUploadField alt={label} />
        </Form.Item>
      );
    case 'images':
      return <ImageListItem name={name} label={label} />;
    case 'date':
      return (
        <Form.Item name={name} label={label} rules={required}>
          <Input type="date" />
        </Form.Item>
      );
    case 'stars':
      return (
        <Form.Item name={name} label={label} rules={required}>
          <Rate />
        </Form.Item>
      );
    case 'category':
      return (
        <Form.Item name={name} label={label} rules={required}>
          <Select
            options={newsCategories.map((category) => ({ value: category, label: t(`newsCategories.${category}`) }))}
          />
        </Form.Item>
      );
    case 'quoteLink':
      return (
        <Form.Item
          name={name}
          label={label}
          rules={[
            ...required,
            {
              // Checked here so the words say what to paste; the schema checks the spec inside on save.
              validator: (_rule, value: unknown) =>
                typeof value !== 'string' || value.trim() === '' || readOfferLink(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('form.quoteLinkInvalid'))),
            },
          ]}
          extra={t('form.quoteLinkHelp')}
        >
          <Input maxLength={quoteLinkMaxLength} />
        </Form.Item>
      );
    case 'millimetres':
      return (
        <Form.Item name={name} label={label} rules={required}>
          <InputNumber min={0} max={contentLimits.layerThicknessMmMax} step={0.01} suffix="mm" />
        </Form.Item>
      );
    case 'layers':
      return (
        <Form.Item name={name} label={label} rules={required}>
          <Select options={laminatedLayerCounts.map((count) => ({ value: count, label: String(count) }))} />
        </Form.Item>
      );
    case 'finished':
      return (
        <Form.Item name={name} label={label} rules={required}>
          <Select options={finishedThicknessesMm.map((mm) => ({ value: mm, label: `${mm.toFixed(1)} mm` }))} />
        </Form.Item>
      );
    case 'layerLines':
      return <LayerLinesItem name={name} label={label} />;
    case 'productPath':
      return (
        <Form.Item name={name} label={label} rules={required}>
          <Select
            virtual={false}
            options={productPagePaths.map((path) => ({ value: path, label: t(`productPages.${pageKeyOf(path)}`) }))}
          />
        </Form.Item>
      );
    case 'illustration':
      return (
        <Form.Item name={name} label={label} rules={required}>
          <Select
            virtual={false}
            options={productIllustrations.map((kind) => ({ value: kind, label: t(`illustrations.${kind}`) }))}
          />
        </Form.Item>
      );
    case 'line':
      return (
        <Form.Item name={name} label={label} rules={required}>
          <Input maxLength={field.max} />
        </Form.Item>
      );
  }
}

/** A list of uploaded images (an activity's pictures): one upload control each, added and removed one by one. */
function ImageListItem({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('erpContent');
  return (
    <Form.Item label={label} extra={t('form.imagesHelp', { count: contentLimits.images })}>
      <Form.List name={name}>
        {(images, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {images.map((image, index) => (
              <Space key={image.key} align="start" wrap>
                <Form.Item name={image.name} noStyle>
                  <ImageUploadField alt={t('form.imageNumber', { index: index + 1 })} />
                </Form.Item>
                <Button
                  size="small"
                  onClick={() => remove(image.name)}
                  aria-label={t('form.removeImage', { index: index + 1 })}
                >
                  {t('form.remove')}
                </Button>
              </Space>
            ))}
            {images.length < contentLimits.images && (
              <Button size="small" onClick={() => add('')}>
                {t('form.addImage')}
              </Button>
            )}
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** The layer lines of a laminated structure, top to bottom: a material and a thickness each. */
function LayerLinesItem({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('erpContent');
  return (
    <Form.Item label={label} required>
      <Form.List name={name}>
        {(lines, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            {lines.map((line, index) => (
              <Space key={line.key} align="baseline" wrap>
                <Form.Item
                  name={[line.name, 'material']}
                  rules={[{ required: true, message: t('form.required', { field: t('fields.material') }) }]}
                  noStyle
                >
                  <Select
                    aria-label={t('form.lineMaterial', { index: index + 1 })}
                    style={{ minWidth: 140 }}
                    options={layerMaterials.map((material) => ({ value: material, label: t(`materials.${material}`) }))}
                  />
                </Form.Item>
                <Form.Item
                  name={[line.name, 'thicknessMm']}
                  rules={[{ required: true, message: t('form.required', { field: t('fields.thickness') }) }]}
                  noStyle
                >
                  <InputNumber
                    aria-label={t('form.lineThickness', { index: index + 1 })}
                    min={0}
                    max={contentLimits.layerThicknessMmMax}
                    step={0.001}
                    suffix="mm"
                  />
                </Form.Item>
                <Button
                  size="small"
                  onClick={() => remove(line.name)}
                  aria-label={t('form.removeLine', { index: index + 1 })}
                >
                  {t('form.remove')}
                </Button>
              </Space>
            ))}
            {lines.length < contentLimits.layerLines && (
              <Button size="small" onClick={() => add({ material: 'copper', thicknessMm: 0.035 })}>
                {t('form.addLine')}
              </Button>
            )}
          </Space>
        )}
      </Form.List>
    </Form.Item>
  );
}
