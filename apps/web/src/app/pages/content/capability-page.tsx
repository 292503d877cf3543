import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../../components/page-hero.tsx';

type Group = 'board' | 'copper' | 'drill';
type Row =
  | 'layers'
  | 'thickness'
  | 'conventional'
  | 'minBoard'
  | 'tolerance'
  | 'copper'
  | 'trace'
  | 'laser'
  | 'vcut'
  | 'outline';

/** Capability rows of docs/product.md §9, grouped. */
const rows: { group: Group; row: Row }[] = [
  { group: 'board', row: 'layers' },
  { group: 'board', row: 'thickness' },
  { group: 'board', row: 'conventional' },
  { group: 'board', row: 'tolerance' },
  { group: 'board', row: 'minBoard' },
  { group: 'copper', row: 'copper' },
  { group: 'copper', row: 'trace' },
  { group: 'drill', row: 'laser' },
  { group: 'drill', row: 'vcut' },
  { group: 'drill', row: 'outline' },
];

/** Process capability table. */
export function CapabilityPage() {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation();
  const groupSpan = (index: number) => {
    const group = rows[index]?.group;
    if (index > 0 && rows[index - 1]?.group === group) return 0;
    return rows.filter((entry) => entry.group === group).length;
  };
  return (
    <>
      <PageHero
        eyebrow={t('factory.capability.eyebrow')}
        title={tc('routes.processShow')}
        lead={t('factory.capability.lead')}
      />
      <section className="section">
        <div className="container">
          <div className="surface-card">
            <Table
              rowKey="row"
              pagination={false}
              bordered
              dataSource={rows}
              size="middle"
              tableLayout="fixed"
              columns={[
                {
                  title: t('factory.capability.group'),
                  dataIndex: 'group',
                  width: '24%',
                  onCell: (_, index) => ({ rowSpan: groupSpan(index ?? 0) }),
                  render: (group: Group) => <strong>{t(`factory.capability.groups.${group}`)}</strong>,
                },
                {
                  title: t('factory.capability.item'),
                  dataIndex: 'row',
                  width: '30%',
                  render: (row: Row) => t(`factory.capability.rows.${row}.name`),
                },
                {
                  title: t('factory.capability.value'),
                  key: 'value',
                  render: (_, { row }) => t(`factory.capability.rows.${row}.text`),
                },
              ]}
            />
          </div>
        </div>
      </section>
    </>
  );
}
