import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { entriesOf, usePublicContentList } from '../api/list-public-content.ts';
import { ListState } from './list-state.tsx';

const figurePaging = { kind: 'marketingFigure', pageNum: 1, pageSize: 10 } as const;

/** The home page's marketing figures, as staff keep them in the content store. */
export function MarketingFigures() {
  const { t } = useTranslation('home');
  const language = useLanguage() === 'en' ? 'en' : 'zh';
  const list = usePublicContentList(figurePaging);
  const figures = entriesOf(list.data, 'marketingFigure');
  return (
    <ListState query={list} isEmpty={figures.length === 0} emptyText={t('facts.empty')}>
      <ul className="facts-grid">
        {figures.map(({ id, entry }) => (
          <li key={id}>
            <strong>{entry[language].value}</strong>
            <span>{entry[language].label}</span>
          </li>
        ))}
      </ul>
    </ListState>
  );
}
