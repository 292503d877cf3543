import { useTranslation } from 'react-i18next';
import { TabbedModulePage } from '../../../components/erp/tabbed-module-page.tsx';
import { PriceBookEditor } from './price-book-editor.tsx';
import { PriceBookHistory } from './price-book-history.tsx';
import './price-book.css';

/** /erp/priceBook (价格本): the editor of the current price book and the history of its versions. */
export function PriceBookPage() {
  const { t } = useTranslation('priceBook');
  return (
    <TabbedModulePage
      title={t('title')}
      lead={t('lead')}
      tabsLabel={t('tabs')}
      storageKey="erp.price-book.tab"
      tabs={[
        { key: 'editor', label: t('editorTab'), render: () => <PriceBookEditor /> },
        { key: 'history', label: t('historyTab'), render: () => <PriceBookHistory /> },
      ]}
    />
  );
}
