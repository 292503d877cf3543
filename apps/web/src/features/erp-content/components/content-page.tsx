import { type ContentRecord, contentKinds } from '@boardforge/contracts/content.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ModuleTab, TabbedModulePage } from '../../../components/erp/tabbed-module-page.tsx';
import { type ContentEditing, ContentFormModal } from './content-form-modal.tsx';
import { ContentKindTab } from './content-kind-tab.tsx';
import { ContentPreviewModal } from './content-preview-modal.tsx';
import { ShowcaseTab } from './showcase-tab.tsx';
import './content-page.css';

/**
 * /erp/content (内容管理): a tab per kind of site content — each record in Chinese and English, created as a draft,
 * edited, previewed as the site shows it, published or taken back — and a tab moderating the ratings customers
 * shared for the home page. Actions take `content:edit`.
 */
export function ContentPage() {
  const { t } = useTranslation('erpContent');
  const [editing, setEditing] = useState<ContentEditing | null>(null);
  const [previewing, setPreviewing] = useState<ContentRecord | null>(null);
  const kindTabs: ModuleTab[] = contentKinds.map((kind) => ({
    key: kind,
    label: t(`kinds.${kind}`),
    render: () => (
      <ContentKindTab kind={kind} onEdit={(record) => setEditing({ kind, record })} onPreview={setPreviewing} />
    ),
  }));
  const [first, ...rest] = kindTabs;
  if (!first) return null;

  return (
    <>
      <TabbedModulePage
        title={t('title')}
        lead={t('lead')}
        tabsLabel={t('tabsLabel')}
        storageKey="erp.content.tab"
        tabs={[first, ...rest, { key: 'showcase', label: t('showcase.tab'), render: () => <ShowcaseTab /> }]}
      />
      <ContentFormModal subject={editing} onClose={() => setEditing(null)} />
      <ContentPreviewModal record={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
