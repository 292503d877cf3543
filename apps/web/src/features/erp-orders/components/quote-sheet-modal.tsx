import type { ErpOrderDetail } from '@boardforge/contracts/erp-orders.ts';
import { transitionRequestSchema } from '@boardforge/contracts/orders-transitions.ts';
import { partLimits } from '@boardforge/contracts/parts.ts';
import { type QuoteSheet, type QuoteSheetLine, quoteSheetNoteMaxLength } from '@boardforge/contracts/quote-sheets.ts';
import { pickWording } from '@boardforge/domain/language.ts';
import { calculateQuoteLine, sumQuoteLines } from '@boardforge/domain/parts/quote-margin.ts';
import { Alert, App, Button, Input, InputNumber, Modal, Select, Space, Spin, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSupplierOptions } from '../../../api/search-supplier-options.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatPreciseMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useQuoteSheet, useSaveQuoteSheet } from '../api/quote-sheets.ts';
import { useOrderTransition } from '../api/run-transition.ts';

/** The buyer's sheet (purchase quote) or the salesperson's (sales quote). */
export type QuoteSheetKind = 'purchase' | 'sales';

type Row = {
  lineId: string;
  supplierId: string | null;
  supplierName: string | null;
  unitCost: number | null;
  alternateMpn: string;
  note: string;
  unitPrice: number | null;
};

export type QuoteSheetModalProps = {
  order: ErpOrderDetail;
  /** The open sheet; null: closed. */
  kind: QuoteSheetKind | null;
  onClose: () => void;
};

function toRows(sheet: QuoteSheet): Row[] {
  return sheet.lines.map((line) => ({
    lineId: line.lineId,
    supplierId: line.draft.supplierId,
    supplierName: line.draft.supplierName ?? line.submitted.supplier,
    unitCost: line.draft.unitCost ?? line.submitted.unitCost,
    alternateMpn: line.draft.alternateMpn,
    note: line.draft.note,
    unitPrice: line.draft.unitPrice ?? line.submitted.unitPrice ?? line.cataloguePrice,
  }));
}

/**
 * An inquiry's quote sheet (issue 13): the buyer picks a supplier from the directory (its offer for the line's
 * quantity one click away) and a unit cost per line, with an alternate part and a note; the salesperson sets the
 * customer price against those costs and sees the margin per line and in total. "Save draft" keeps the sheet for
 * later; "Submit" saves it and takes the transition. When someone saved the sheet meanwhile the save is refused and
 * everything typed stays on screen, with a button to load theirs.
 */
export function QuoteSheetModal({ order, kind, onClose }: QuoteSheetModalProps) {
  const { t } = useTranslation('erp');
  const title = kind ? t(kind === 'purchase' ? 'quoteSheet.purchaseTitle' : 'quoteSheet.salesTitle') : '';
  return (
    <Modal
      open={kind !== null}
      title={title}
      width={1180}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      closable={{ 'aria-label': t('orders.form.close') }}
    >
      {kind ? <QuoteSheetBody order={order} kind={kind} onClose={onClose} /> : null}
    </Modal>
  );
}

function QuoteSheetBody({
  order,
  kind,
  onClose,
}: {
  order: ErpOrderDetail;
  kind: QuoteSheetKind;
  onClose: () => void;
}) {
  const { t } = useTranslation('erp');
  const language = useLanguage();
  const { message } = App.useApp();
  const sheet = useQuoteSheet(order.orderId);
  const save = useSaveQuoteSheet(order.orderId);
  const transition = useOrderTransition();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [version, setVersion] = useState(0);
  const [problem, setProblem] = useState<{ message: string; isStale: boolean } | null>(null);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());

  // The sheet as first read starts the form; later reads (after a save) do not replace what is typed.
  useEffect(() => {
    if (sheet.data && rows === null) {
      setRows(toRows(sheet.data));
      setVersion(sheet.data.version);
    }
  }, [sheet.data, rows]);

  if (!sheet.data || rows === null) {
    return sheet.isError ? <Alert type="error" showIcon title={t('quoteSheet.failed')} /> : <Spin />;
  }
  const data = sheet.data;
  const canEdit = kind === 'purchase' ? data.canEditPurchase : data.canEditSales;
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current?.map((row, at) => (at === index ? { ...row, ...patch } : row)) ?? current);

  const reload = async () => {
    const fresh = await sheet.refetch();
    if (fresh.data) {
      setRows(toRows(fresh.data));
      setVersion(fresh.data.version);
      setProblem(null);
      setInvalid(new Set());
    }
  };

  const saveDraft = async (): Promise<QuoteSheet | undefined> => {
    setProblem(null);
    setInvalid(new Set());
    try {
      const saved =
        kind === 'purchase'
          ? await save.mutateAsync({
              kind,
              body: {
                orderId: order.orderId,
                version,
                lines: rows.map((row) => ({
                  lineId: row.lineId,
                  supplierId: row.supplierId,
                  unitCost: row.unitCost,
                  alternateMpn: row.alternateMpn,
                  note: row.note,
                })),
              },
            })
          : await save.mutateAsync({
              kind,
              body: {
                orderId: order.orderId,
                version,
                lines: rows.map((row) => ({ lineId: row.lineId, unitPrice: row.unitPrice })),
              },
            });
      setVersion(saved.version);
      return saved;
    } catch (error) {
      if (!isApiError(error)) throw error;
      setInvalid(new Set(error.fieldErrors.map((entry) => entry.field)));
      setProblem({ message: error.message, isStale: error.reason === 'state.conflict' });
      return undefined;
    }
  };

  const submit = async () => {
    const missing = rows.findIndex((row) =>
      kind === 'purchase'
        ? row.unitCost === null || row.supplierName === null
        : row.unitPrice === null || row.unitPrice <= 0,
    );
    if (missing >= 0) {
      setInvalid(new Set([`lines.${missing}.${kind === 'purchase' ? 'unitCost' : 'unitPrice'}`]));
      setProblem({ message: t('quoteSheet.lineMissing', { line: missing + 1 }), isStale: false });
      return;
    }
    const saved = await saveDraft();
    if (!saved) return;
    try {
      await transition.mutateAsync(
        transitionRequestSchema.parse({
          orderId: order.orderId,
          action: kind === 'purchase' ? 'purchaseQuote' : 'salesQuote',
          fromStatus: order.status,
          payload: {
            lines: saved.lines.map((line) =>
              kind === 'purchase'
                ? {
                    lineId: line.lineId,
                    unitCost: line.draft.unitCost,
                    supplier: line.draft.supplierName ?? line.submitted.supplier,
                  }
                : { lineId: line.lineId, unitPrice: line.draft.unitPrice },
            ),
          },
        }),
      );
      void message.success(t('quoteSheet.submitted'));
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem({ message: error.message, isStale: false });
    }
  };

  const figures = data.lines.map((line, index) => {
    const row = rows[index];
    const unitCost = kind === 'purchase' ? (row?.unitCost ?? null) : line.submitted.unitCost;
    return calculateQuoteLine(
      line.quantity,
      unitCost === null ? null : unitCost * 100,
      row?.unitPrice == null ? null : row.unitPrice * 100,
    );
  });
  const total = sumQuoteLines(figures);
  const money = (fen: number | null) => (fen === null ? '—' : formatPreciseMoney(fen / 100));
  const status = (field: string) => (invalid.has(field) ? 'error' : undefined);

  const lineColumn = {
    title: t('quoteSheet.line'),
    key: 'line',
    render: (_: unknown, line: QuoteSheetLine) => (
      <div>
        <strong>{line.lineNo}. </strong>
        {pickWording(language, { zh: line.labelZh, en: line.label })}
        <div className="erp-muted">
          {t('quoteSheet.quantity', { count: line.quantity })}
          {line.part ? ` · ${line.part.mpn} · ${line.part.manufacturer}` : ` · ${t('quoteSheet.notInCatalogue')}`}
        </div>
      </div>
    ),
  };

  const purchaseColumns = [
    lineColumn,
    {
      title: t('quoteSheet.supplier'),
      key: 'supplier',
      width: 300,
      render: (_: unknown, line: QuoteSheetLine, index: number) => (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <SupplierSelect
            label={t('orders.form.supplier', { line: index + 1 })}
            value={rows[index]?.supplierId ?? null}
            name={rows[index]?.supplierName ?? null}
            disabled={!canEdit}
            status={status(`lines.${index}.supplierId`)}
            onChange={(supplierId, supplierName) => change(index, { supplierId, supplierName })}
          />
          {line.offers.length > 0 ? (
            <Space wrap size={4}>
              {line.offers.map((offer) => (
                <Button
                  key={offer.supplierId}
                  size="small"
                  disabled={!canEdit}
                  onClick={() =>
                    change(index, {
                      supplierId: offer.supplierId,
                      supplierName: offer.supplierName,
                      ...(offer.currency === 'CNY' ? { unitCost: offer.unitPrice } : {}),
                    })
                  }
                >
                  {t('quoteSheet.offer', {
                    supplier: offer.supplierName,
                    price: `${offer.currency} ${offer.unitPrice}`,
                    min: offer.minQuantity,
                  })}
                </Button>
              ))}
            </Space>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('quoteSheet.unitCost'),
      key: 'unitCost',
      width: 140,
      render: (_: unknown, _line: QuoteSheetLine, index: number) => (
        <InputNumber<number>
          aria-label={t('orders.form.unitCost', { line: index + 1 })}
          min={0}
          precision={4}
          step={0.01}
          disabled={!canEdit}
          status={status(`lines.${index}.unitCost`)}
          value={rows[index]?.unitCost ?? null}
          onChange={(value) => change(index, { unitCost: value })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: t('quoteSheet.alternate'),
      key: 'alternate',
      render: (_: unknown, _line: QuoteSheetLine, index: number) => (
        <Space orientation="vertical" size={4} style={{ width: '100%' }}>
          <Input
            aria-label={t('quoteSheet.alternateOf', { line: index + 1 })}
            placeholder={t('quoteSheet.alternate')}
            maxLength={partLimits.mpn}
            disabled={!canEdit}
            value={rows[index]?.alternateMpn}
            onChange={(event) => change(index, { alternateMpn: event.target.value })}
          />
          <Input
            aria-label={t('quoteSheet.noteOf', { line: index + 1 })}
            placeholder={t('quoteSheet.note')}
            maxLength={quoteSheetNoteMaxLength}
            disabled={!canEdit}
            value={rows[index]?.note}
            onChange={(event) => change(index, { note: event.target.value })}
          />
        </Space>
      ),
    },
    {
      title: t('quoteSheet.cost'),
      key: 'cost',
      align: 'right' as const,
      render: (_: unknown, _line: QuoteSheetLine, index: number) => money(figures[index]?.costFen ?? null),
    },
  ];

  const salesColumns = [
    lineColumn,
    {
      title: t('quoteSheet.unitCost'),
      key: 'unitCost',
      align: 'right' as const,
      render: (_: unknown, line: QuoteSheetLine) => (
        <span>
          {line.submitted.unitCost === null ? '—' : formatPreciseMoney(line.submitted.unitCost)}
          {line.submitted.supplier ? <div className="erp-muted">{line.submitted.supplier}</div> : null}
        </span>
      ),
    },
    {
      title: t('quoteSheet.unitPrice'),
      key: 'unitPrice',
      width: 150,
      render: (_: unknown, _line: QuoteSheetLine, index: number) => (
        <InputNumber<number>
          aria-label={t('orders.form.unitPrice', { line: index + 1 })}
          min={0}
          precision={4}
          step={0.01}
          disabled={!canEdit}
          status={status(`lines.${index}.unitPrice`)}
          value={rows[index]?.unitPrice ?? null}
          onChange={(value) => change(index, { unitPrice: value })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: t('quoteSheet.cost'),
      key: 'cost',
      align: 'right' as const,
      render: (_: unknown, _line: QuoteSheetLine, index: number) => money(figures[index]?.costFen ?? null),
    },
    {
      title: t('quoteSheet.price'),
      key: 'price',
      align: 'right' as const,
      render: (_: unknown, _line: QuoteSheetLine, index: number) => money(figures[index]?.priceFen ?? null),
    },
    {
      title: t('quoteSheet.margin'),
      key: 'margin',
      align: 'right' as const,
      render: (_: unknown, _line: QuoteSheetLine, index: number) => <MarginTag figures={figures[index]} />,
    },
  ];

  return (
    <div className="erp-quote-sheet" data-testid={`quote-sheet-${kind}`}>
      <p className="erp-muted">
        {t('quoteSheet.head', { orderNo: data.orderNo, version: version })}
        {data.quoteExpiresAt ? ` · ${t('quoteSheet.expires', { date: data.quoteExpiresAt.slice(0, 10) })}` : ''}
      </p>
      {canEdit ? null : <Alert type="info" showIcon title={t('quoteSheet.readOnly')} />}
      <Table<QuoteSheetLine>
        size="small"
        rowKey="lineId"
        pagination={data.lines.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        scroll={{ x: 'max-content', y: 480 }}
        dataSource={data.lines}
        columns={kind === 'purchase' ? purchaseColumns : salesColumns}
      />
      <p className="erp-quote-total" data-testid="quote-sheet-total">
        {kind === 'purchase'
          ? t('quoteSheet.costTotal', { cost: money(total.costFen) })
          : t('quoteSheet.salesTotal', {
              cost: money(total.costFen),
              price: money(total.priceFen),
              margin: money(total.marginFen),
              rate: total.marginRate === null ? '—' : `${(total.marginRate * 100).toFixed(1)} %`,
            })}
      </p>
      {problem ? (
        <Alert
          type="error"
          showIcon
          title={problem.message}
          action={
            problem.isStale ? (
              <Button size="small" onClick={() => void reload()}>
                {t('quoteSheet.reload')}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      <Space className="erp-quote-actions">
        <Button onClick={onClose}>{t('orders.form.close')}</Button>
        <Button
          disabled={!canEdit}
          loading={save.isPending}
          onClick={() => void saveDraft().then((saved) => saved && void message.success(t('quoteSheet.saved')))}
        >
          {t('quoteSheet.saveDraft')}
        </Button>
        <Button type="primary" disabled={!canEdit} loading={transition.isPending} onClick={() => void submit()}>
          {t(kind === 'purchase' ? 'quoteSheet.submitPurchase' : 'quoteSheet.submitSales')}
        </Button>
      </Space>
    </div>
  );
}

function MarginTag({ figures }: { figures: ReturnType<typeof calculateQuoteLine> | undefined }) {
  if (!figures || figures.marginFen === null) return <span>—</span>;
  const rate = figures.marginRate === null ? '' : ` (${(figures.marginRate * 100).toFixed(1)} %)`;
  return (
    <Tag color={figures.marginFen < 0 ? 'error' : 'success'}>
      {formatPreciseMoney(figures.marginFen / 100)}
      {rate}
    </Tag>
  );
}

/** A supplier of the directory, searched by name as the buyer types. */
function SupplierSelect(props: {
  label: string;
  value: string | null;
  name: string | null;
  disabled: boolean;
  status: 'error' | undefined;
  onChange: (supplierId: string, supplierName: string) => void;
}) {
  const { t } = useTranslation('erp');
  const [keyword, setKeyword] = useState('');
  const suppliers = useSupplierOptions(keyword);
  const options = (suppliers.data ?? []).map((supplier) => ({ value: supplier.id, label: supplier.name }));
  if (props.value && props.name && !options.some((option) => option.value === props.value))
    options.unshift({ value: props.value, label: props.name });
  return (
    <Select
      aria-label={props.label}
      showSearch={{ filterOption: false, onSearch: (text) => setKeyword(text.trim()) }}
      placeholder={t('quoteSheet.pickSupplier')}
      value={props.value ?? undefined}
      disabled={props.disabled}
      status={props.status}
      options={options}
      notFoundContent={t('quoteSheet.noSupplier')}
      onChange={(supplierId: string) =>
        props.onChange(supplierId, options.find((option) => option.value === supplierId)?.label ?? '')
      }
      style={{ width: '100%' }}
    />
  );
}
