import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language.ts';
import { entriesOf, usePublicContentList } from '../api/list-public-content.ts';
import { pickText } from '../utils/pick-text.ts';
import { ContentState } from './content-state.tsx';

const allRows = { kind: 'processCapability', pageSize: 50 } as const;

/** The process-capability table from the store: rows in their order, a group's name spanning its consecutive rows. */
export function CapabilityTable() {
  const { t } = useTranslation('publicContent');
  const language = useLanguage();
  const list = usePublicContentList(allRows);
  const rows = entriesOf(list.data, 'processCapability').map(({ id, entry }) => ({ id, ...pickText(entry, language) }));
  const groupSpan = (index: number) => {
    const group = rows[index]?.group;
    if (index > 0 && rows[index - 1]?.group === group) return 0;
    let span = 1;
    while (rows[index + span]?.group === group) span += 1;
    return span;
  };
  return (
    <ContentState
      isPending={list.isPending}
      isError={list.isError}
      isEmpty={rows.length === 0}
      emptyText={t('capability.empty')}
      onRetry={() => void list.refetch()}
    >
      <div className="capability-scroll">
        <table className="simple-table capability-table">
          <caption>{t('capability.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('capability.group')}</th>
              <th scope="col">{t('capability.item')}</th>
              <th scope="col">{t('capability.value')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const span = groupSpan(index);
              return (
                <tr key={row.id}>
                  {span > 0 ? (
                    <th scope="rowgroup" rowSpan={span}>
                      {row.group}
                    </th>
                  ) : null}
                  <td>{row.name}</td>
                  <td>{row.text}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ContentState>
  );
}
