import { type ContentKind, type ContentRecord, contentKinds } from '@boardforge/contracts/content.ts';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterField } from '../../../components/erp/filter-bar.tsx';
import { TabbedModulePage } from '../../../components/erp/tabbed-module-page.tsx';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { type ContentEditing, ContentFormModal } from './content-form-modal.tsx';
import { ContentKindTab } from './content-kind-tab.tsx';
import { ContentPreviewModal } from './content-preview-modal.tsx';
import { ShowcaseTab } from './showcase-tab.tsx';
import './content-page.css';

/**
 * /erp/content (内容管理): the site's records of one kind at a time (the kind chosen in the filter bar, kept for the
 * browser tab) — each record in Chinese and English, created as a draft, edited, previewed as the site shows it,
 * published or taken back — and a tab moderating the ratings customers shared for the home page. Actions take
 * `content:edit`. Ten kinds are a filter, not ten tabs: antd hides tabs that overflow behind a button that breaks the
 * tab list's ARIA structure.
 */
export function ContentPage() {
  const { t } = useTranslation('erpContent');
  const [editing, setEditing] = useState<ContentEditing | null>(null);
  const [previewing, setPreviewing] = useState<ContentRecord | null>(null);

  return (
    <>
      <TabbedModulePage
        title={t('title')}
        lead={t('lead')}
        tabsLabel={t('tabsLabel')}
        storageKey="erp.content.tab"
        tabs={[
          {
            key: 'records',
            label: t('recordsTab'),
            render: () => (
              <ContentRecords onEdit={(kind, record) => setEditing({ kind, record })} onPreview={setPreviewing} />
            ),
          },
          { key: 'showcase', label: t('showcase.tab'), render: () => <ShowcaseTab /> },
        ]}
      />
      <ContentFormModal subject={editing} onClose={() => setEditing(null)} />
      <ContentPreviewModal record={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}

function ContentRecords({
  onEdit,
  onPreview,
}: {
  onEdit: (kind: ContentKind, record: ContentRecord | null) => void;
  onPreview: (record: ContentRecord) => void;
}) {
  const { t } = useTranslation('erpContent');
  const [kind, setKind] = useSessionState<ContentKind>('erp.content.kind', 'news');
  const current = contentKinds.includes(kind) ? kind : 'news';
  const kindPicker = (
    <FilterField label={t('kind')} htmlFor="content-kind">
      <Select
        id="content-kind"
        virtual={false}
        value={current}
        onChange={(next: ContentKind) => setKind(next)}
        options={contentKinds.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        style={{ minWidth: 180 }}
      />
    </FilterField>
  );
  return (
    <ContentKindTab
      key={current}
      kind={current}
      kindPicker={kindPicker}
      onEdit={(record) => onEdit(current, record)}
      onPreview={onPreview}
    />
  );
}
