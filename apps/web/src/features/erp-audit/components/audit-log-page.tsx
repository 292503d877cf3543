import {
  type AuditEntry,
  type AuditKind,
  type AuditObjectType,
  auditKinds,
  auditLimits,
  auditObjectTypes,
} from '@boardforge/contracts/audit.ts';
import { roleNames } from '@boardforge/contracts/roles.ts';
import { Input, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/erp/export-button.tsx';
import type { ExportColumn } from '../../../components/erp/export-rows.ts';
import { DayWindowFilter, FilterBar, FilterField } from '../../../components/erp/filter-bar.tsx';
import { firstPaging, ListLoadFailed, PagedTable } from '../../../components/erp/paged-table.tsx';
import { formatDateTimeWithSeconds } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useSessionState } from '../../../lib/use-session-state.ts';
import { type AuditFilters, listAuditEntries, useAuditEntries } from '../api/list-audit-entries.ts';

type FilterValues = Omit<AuditFilters, 'pageNum' | 'pageSize'>;

// Before and after as one short line of JSON each (the export carries the same text).
function describeChange(entry: AuditEntry): string {
  if (entry.before === null && entry.after === null) return '';
  const show = (value: unknown) => (value === null ? '—' : JSON.stringify(value));
  return `${show(entry.before)} → ${show(entry.after)}`;
}

/**
 * /erp/auditLog (操作日志): every staff action, newest first, filtered by person, action, object and days, with the
 * filter's count; exported to .xlsx through the shared ExportButton. Administrators and senior executives (`audit:view`).
 */
export function AuditLogPage() {
  const { t } = useTranslation('audit');
  const language = useLanguage();
  const [filters, setFilters] = useSessionState<FilterValues>('erp.audit.filters', {});
  const [paging, setPaging] = useState(firstPaging);
  const entries = useAuditEntries({ ...filters, ...paging });
  const change = (patch: Partial<FilterValues>) => {
    setFilters({ ...filters, ...patch });
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  const roleWord = (roleId: string) =>
    roleId in roleNames ? roleNames[roleId as keyof typeof roleNames][language === 'zh-CN' ? 'zh' : 'en'] : roleId;
  const objectWord = (entry: AuditEntry) =>
    `${t(`objectTypes.${entry.objectType}`)} ${entry.objectNo || entry.objectId}`;
  const columns: TableColumnsType<AuditEntry> = [
    { title: t('at'), dataIndex: 'createdAt', render: (iso: string) => formatDateTimeWithSeconds(iso) },
    { title: t('person'), dataIndex: 'actorName' },
    { title: t('role'), dataIndex: 'actorRole', responsive: ['md'], render: roleWord },
    { title: t('kind'), dataIndex: 'kind', render: (kind: AuditKind) => <Tag>{t(`kinds.${kind}`)}</Tag> },
    { title: t('object'), key: 'object', render: (_, row) => objectWord(row) },
    {
      title: t('change'),
      key: 'change',
      responsive: ['lg'],
      render: (_, row) => <code>{describeChange(row)}</code>,
    },
    { title: t('ip'), dataIndex: 'ip', responsive: ['xl'] },
  ];
  const exportColumns: ExportColumn<AuditEntry>[] = [
    { title: t('at'), value: (row) => formatDateTimeWithSeconds(row.createdAt) },
    { title: t('person'), value: (row) => row.actorName },
    { title: t('role'), value: (row) => roleWord(row.actorRole) },
    { title: t('kind'), value: (row) => t(`kinds.${row.kind}`) },
    { title: t('object'), value: (row) => objectWord(row) },
    { title: t('change'), value: (row) => describeChange(row) },
    { title: t('requestId'), value: (row) => row.requestId },
    { title: t('ip'), value: (row) => row.ip },
  ];

  return (
    <div className="erp-page">
      <h1 className="erp-page-title">{t('title')}</h1>
      <p className="erp-page-lead">{t('lead')}</p>
      <FilterBar>
        <FilterField label={t('person')} htmlFor="audit-person">
          <Input.Search
            id="audit-person"
            allowClear
            defaultValue={filters.person}
            maxLength={auditLimits.person}
            placeholder={t('personPlaceholder')}
            onSearch={(person) => change({ person: person.trim() || undefined })}
            style={{ minWidth: 180 }}
          />
        </FilterField>
        <FilterField label={t('kind')} htmlFor="audit-kind">
          <Select
            id="audit-kind"
            // Every kind is rendered (a dozen and more), so each can be scrolled to and found by its name.
            virtual={false}
            value={filters.kind ?? ''}
            onChange={(kind: AuditKind | '') => change({ kind: kind || undefined })}
            options={[
              { value: '', label: t('all') },
              ...auditKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
            ]}
            style={{ minWidth: 160 }}
          />
        </FilterField>
        <FilterField label={t('objectType')} htmlFor="audit-object-type">
          <Select
            id="audit-object-type"
            value={filters.objectType ?? ''}
            onChange={(objectType: AuditObjectType | '') => change({ objectType: objectType || undefined })}
            options={[
              { value: '', label: t('all') },
              ...auditObjectTypes.map((type) => ({ value: type, label: t(`objectTypes.${type}`) })),
            ]}
            style={{ minWidth: 140 }}
          />
        </FilterField>
        <FilterField label={t('objectNo')} htmlFor="audit-object-no">
          <Input.Search
            id="audit-object-no"
            allowClear
            defaultValue={filters.objectNo}
            maxLength={auditLimits.objectNo}
            placeholder={t('objectNoPlaceholder')}
            onSearch={(objectNo) => change({ objectNo: objectNo.trim() || undefined })}
            style={{ minWidth: 180 }}
          />
        </FilterField>
        <FilterField label={t('range')} htmlFor="audit-range-start">
          <DayWindowFilter
            ids={{ start: 'audit-range-start', end: 'audit-range-end' }}
            value={filters}
            placeholder={[t('rangeStart'), t('rangeEnd')]}
            onChange={change}
          />
        </FilterField>
      </FilterBar>
      <div className="erp-list-actions">
        <Space wrap>
          <ExportButton
            listName={t('title')}
            filters={filters}
            columns={exportColumns}
            loadPage={(page) => listAuditEntries({ ...filters, ...page })}
          />
        </Space>
      </div>
      {entries.isError && !entries.data ? (
        <ListLoadFailed title={t('loadFailed')} retryLabel={t('retry')} onRetry={() => void entries.refetch()} />
      ) : (
        <PagedTable<AuditEntry>
          rowKey="id"
          caption={t('caption')}
          columns={columns}
          rows={entries.data?.rows}
          total={entries.data?.total}
          loading={entries.isFetching}
          emptyText={t('empty')}
          paging={paging}
          onPageChange={setPaging}
          describeTotal={(total) => t('total', { count: total })}
        />
      )}
    </div>
  );
}
