import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { entriesOf, usePublicContentList } from '../api/list-public-content.ts';
import { pickText } from '../utils/pick-text.ts';
import { ListState } from './list-state.tsx';

const stepPaging = { kind: 'processStep', pageNum: 1, pageSize: 20 } as const;

/** "How ordering works": the published steps in their order, numbered, as staff keep them in the content store. */
export function ProcessSteps() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const list = usePublicContentList(stepPaging);
  const steps = entriesOf(list.data, 'processStep');
  return (
    <ListState query={list} isEmpty={steps.length === 0} emptyText={t('process.empty')}>
      <ol className="process-steps">
        {steps.map(({ id, entry }, index) => {
          const text = pickText(entry, language);
          return (
            <li key={id}>
              <span className="process-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="process-step-title">{text.title}</span>
              {text.text ? <span className="process-step-text">{text.text}</span> : null}
            </li>
          );
        })}
      </ol>
    </ListState>
  );
}
