import { type RebateKind, type RebateRule, rebateTagOfKind } from '@boardforge/contracts/rebates.ts';
import { Button, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { Permission } from '../../../components/permission.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useRebateRules } from '../api/list-rebate-rules.ts';
import { formatRate } from '../utils/rebate-format.ts';
import { ApplyRuleModal } from './apply-rule-modal.tsx';
import { RuleFormModal } from './rule-form-modal.tsx';

/** The Rules tab: the kind's rules, a form to add or change one, and applying one to a period. */
export function RulesTab({ kind }: { kind: RebateKind }) {
  const { t } = useTranslation('rebates');
  const [paging, setPaging] = useState(firstPaging);
  const [editing, setEditing] = useState<{ rule: RebateRule | null } | null>(null);
  const [applying, setApplying] = useState<RebateRule | null>(null);
  const rules = useRebateRules(kind, paging);

  const columns: TableColumnsType<RebateRule> = [
    { title: t('ruleForm.name'), dataIndex: 'name' },
    {
      title: t('ruleForm.periodKind'),
      dataIndex: 'periodKind',
      render: (value: RebateRule['periodKind']) => t(`periodKinds.${value}`),
    },
    { title: t('ruleForm.threshold'), dataIndex: 'threshold', align: 'right', render: formatMoney },
    { title: t('ruleForm.rate'), dataIndex: 'rateBasisPoints', align: 'right', render: formatRate },
    {
      title: t('rules.state'),
      dataIndex: 'isActive',
      render: (isActive: boolean) =>
        isActive ? <Tag color="green">{t('rules.active')}</Tag> : <Tag>{t('rules.inactive')}</Tag>,
    },
    { title: t('columns.entries'), dataIndex: 'entryCount', align: 'right', responsive: ['md'] },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_value, rule) => (
        <Permission tags={[rebateTagOfKind[kind]]}>
          <Space size="small">
            <Button
              size="small"
              onClick={() => setEditing({ rule })}
              aria-label={t('rules.editLabel', { name: rule.name })}
            >
              {t('rules.edit')}
            </Button>
            <Button
              size="small"
              type="primary"
              disabled={!rule.isActive}
              onClick={() => setApplying(rule)}
              aria-label={t('rules.applyLabel', { name: rule.name })}
            >
              {t('rules.apply')}
            </Button>
          </Space>
        </Permission>
      ),
    },
  ];

  return (
    <>
      <div className="erp-list-actions">
        <Permission tags={[rebateTagOfKind[kind]]}>
          <Button type="primary" onClick={() => setEditing({ rule: null })}>
            {t('rules.add')}
          </Button>
        </Permission>
      </div>
      {rules.isError && !rules.data ? (
        <ListLoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void rules.refetch()} />
      ) : (
        <PagedTable<RebateRule>
          rowKey="id"
          caption={t('rules.caption')}
          columns={columns}
          rows={rules.data?.rows}
          total={rules.data?.total}
          loading={rules.isFetching}
          emptyText={t('rules.empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(count) => t('rules.count', { count })}
        />
      )}
      <RuleFormModal kind={kind} subject={editing} onClose={() => setEditing(null)} />
      <ApplyRuleModal kind={kind} rule={applying} onClose={() => setApplying(null)} />
    </>
  );
}
