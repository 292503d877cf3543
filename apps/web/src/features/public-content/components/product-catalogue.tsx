import type { ProductIllustration } from '@boardforge/contracts/content.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/use-language.ts';
import { entriesOf, usePublicContentList } from '../api/list-public-content.ts';
import { pickText } from '../utils/pick-text.ts';
import { ListState } from './list-state.tsx';

const categoryPaging = { kind: 'productCategory', pageNum: 1, pageSize: 20 } as const;

/**
 * The home page's product catalogue: the published categories in their order, each a card leading to its product
 * page. The page passes the drawing of an illustration kind (the drawings belong to the home page).
 */
export function ProductCatalogue({
  renderIllustration,
}: {
  renderIllustration: (kind: ProductIllustration) => ReactNode;
}) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const list = usePublicContentList(categoryPaging);
  const categories = entriesOf(list.data, 'productCategory');
  return (
    <ListState query={list} isEmpty={categories.length === 0} emptyText={t('catalogue.empty')}>
      <ul className="card-grid card-grid-4">
        {categories.map(({ id, entry }) => {
          const text = pickText(entry, language);
          return (
            <li key={id}>
              <Link to={entry.data.path} className="product-card">
                {renderIllustration(entry.data.illustration)}
                <span className="product-card-body">
                  <span className="product-card-title">{text.name}</span>
                  <span className="product-card-text">{text.summary}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </ListState>
  );
}
