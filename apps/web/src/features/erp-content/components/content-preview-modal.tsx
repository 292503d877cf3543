import type { ContentRecord, OfferQuote, ProductIllustration, ProductPagePath } from '@boardforge/contracts/content.ts';
import { Button, Col, Descriptions, Modal, Rate, Row, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { buildOfferPath } from '../../../lib/offer-link.ts';
import { contentLanguages, type DataFieldSpec, kindFields, pageKeyOf } from './content-kind-fields.ts';

const previewWidth = 960;

/**
 * How a record reads on the site, in both languages, as it is stored: rich text is the server's sanitised HTML
 * (its allow-list kept no script, style, event handler or javascript: URL), never what the editor sent.
 */
export function ContentPreviewModal({ record, onClose }: { record: ContentRecord | null; onClose: () => void }) {
  const { t } = useTranslation('erpContent');
  return (
    <Modal
      open={record !== null}
      title={t('preview.title')}
      onCancel={onClose}
      width={previewWidth}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('preview.close')}</Button>}
    >
      {record && <ContentPreview record={record} />}
    </Modal>
  );
}

function ContentPreview({ record }: { record: ContentRecord }) {
  const { t } = useTranslation('erpContent');
  const { entry } = record;
  const fields = kindFields[entry.kind];
  const data = entry.data as Record<string, unknown>;
  return (
    <>
      <Row gutter={24}>
        {contentLanguages.map((language) => {
          const text = entry[language] as Record<string, unknown>;
          return (
            <Col key={language} xs={24} md={12}>
              <article
                className="erp-content-preview"
                lang={language === 'zh' ? 'zh-CN' : 'en'}
                aria-label={t(`languages.${language}`)}
              >
                <h3 className="erp-content-language">{t(`languages.${language}`)}</h3>
                {fields.text.map((field) => {
                  const value = text[field.name];
                  if (field.input === 'richText' && typeof value === 'string') {
                    return (
                      <div
                        key={field.name}
                        className="erp-content-rich"
                        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's sanitised HTML (sanitize-html allow-list at save)
                        dangerouslySetInnerHTML={{ __html: value }}
                      />
                    );
                  }
                  if (Array.isArray(value)) {
                    return (
                      <p key={field.name}>
                        {value.map((item) => (
                          <Tag key={String(item)}>{String(item)}</Tag>
                        ))}
                      </p>
                    );
                  }
                  return field.name === 'title' || field.name === 'name' ? (
                    <h4 key={field.name}>{String(value ?? '')}</h4>
                  ) : (
                    <p key={field.name} className="erp-content-text">
                      {String(value ?? '')}
                    </p>
                  );
                })}
              </article>
            </Col>
          );
        })}
      </Row>
      {fields.data.length > 0 && (
        <Descriptions size="small" column={1} bordered>
          {fields.data.map((field) => (
            <Descriptions.Item key={field.name} label={t(`fields.${field.name}`)}>
              <DataValue field={field} value={data[field.name]} />
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
    </>
  );
}

function DataValue({ field, value }: { field: DataFieldSpec; value: unknown }) {
  const { t } = useTranslation('erpContent');
  if (value === undefined || value === null || value === '') return <>{t('preview.none')}</>;
  switch (field.input) {
    case 'image':
      return <img src={String(value)} alt="" className="erp-content-thumb" />;
    case 'images':
      return (
        <>
          {(value as string[]).map((path) => (
            <img key={path} src={path} alt="" className="erp-content-thumb" />
          ))}
        </>
      );
    case 'stars':
      return <Rate disabled value={Number(value)} />;
    case 'category':
      return <>{t(`newsCategories.${Number(value) as 0}`)}</>;
    case 'quoteLink': {
      // The offer's quote opens in Smart Quotes with the current price book: its price is the one the site shows.
      const path = buildOfferPath(value as OfferQuote);
      return (
        <a href={path} target="_blank" rel="noopener">
          {t('preview.openQuote')}
        </a>
      );
    }
    case 'productPath':
      return <>{t(`productPages.${pageKeyOf(value as ProductPagePath)}`)}</>;
    case 'illustration':
      return <>{t(`illustrations.${value as ProductIllustration}`)}</>;
    case 'layerLines':
      return (
        <ol className="erp-content-layers">
          {(value as { material: 'copper'; thicknessMm: number }[]).map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: layer lines are positional; the order is the stack-up
            <li key={index}>
              {t(`materials.${line.material}`)} · {line.thicknessMm} mm
            </li>
          ))}
        </ol>
      );
    default:
      return <>{String(value)}</>;
  }
}
