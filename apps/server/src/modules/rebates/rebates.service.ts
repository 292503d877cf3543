import type {
  ApplyPurchaseRebateRequest,
  ApplyRebateAnswer,
  ApplySalesRebateRequest,
  ManualRebateRequest,
  RebateEntriesAnswer,
  RebateKind,
  RebateListQuery,
  RebateRule,
  RebateTotalsAnswer,
  ReverseRebateRequest,
  SaveRebateRuleRequest,
} from '@boardforge/contracts/rebates.ts';
import { convertYuanAmountToFen, toYuan } from '@boardforge/domain/money/fen.ts';
import {
  computeRebateFen,
  parseRebatePeriod,
  type RebatePeriod,
  toPeriodWindow,
} from '@boardforge/domain/rebates/rebate-computation.ts';
import type { Db } from '../../db/client.ts';
import { AppError, FieldAppError } from '../../lib/app-error.ts';
import { isConstraintViolation } from '../../lib/constraint-violation.ts';
import { sumPurchaseVolumeOfSupplier } from '../purchase-orders/purchase-orders.public.ts';
import {
  applySalesRule,
  duplicateReversalConstraint,
  duplicateRuleConstraint,
  entryCustomerConstraint,
  entrySupplierConstraint,
  findEntry,
  findRule,
  insertEntry,
  insertRule,
  listEntries,
  listParties,
  listRules,
  listTotals,
  type RebateRuleRow,
  updateRule,
} from './rebates.repository.ts';

/**
 * Creates the rebates service (返利): rules by kind, applying a rule to a period, manual amounts and reversals, and
 * the ledger's lists. Rows are only inserted; the database's unique indexes decide a rule applied twice to the same
 * party and period, or a row reversed twice, also when two requests arrive at once.
 */
export function createRebatesService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /** A page of a kind's rules by name. */
  async function listRuleBook(kind: RebateKind, query: { pageNum: number; pageSize: number }) {
    const { rows, total } = await listRules(db, kind, toPage(query));
    const answerRows: RebateRule[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      periodKind: row.periodKind,
      threshold: toYuan(row.thresholdFen),
      rateBasisPoints: row.rateBasisPoints,
      isActive: row.isActive,
      entryCount: row.entryCount,
      updatedAt: row.updatedAt.toISOString(),
    }));
    return { rows: answerRows, total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** Adds a rule (no id) or changes one of the kind (404 when unknown); a name used by the kind is a 409. */
  async function saveRule(kind: RebateKind, input: SaveRebateRuleRequest): Promise<{ id: string }> {
    const { id, threshold, ...rest } = input;
    const fields = { ...rest, thresholdFen: convertYuanAmountToFen(threshold), updatedAt: now() };
    try {
      if (id === undefined) return { id: await insertRule(db, kind, fields) };
      if (!(await updateRule(db, kind, id, fields))) throw new AppError('404', 'rebates.ruleNotFound');
      return { id };
    } catch (error) {
      if (isConstraintViolation(error, '23505', duplicateRuleConstraint))
        throw new AppError('409', 'rebates.duplicateRule', { name: input.name });
      throw error;
    }
  }

  /**
   * Applies a sales rule to a period: every customer whose orders completed in it add up to the threshold gets a row
   * (computed in SQL); customers who already have this rule's row for the period are counted, not written again.
   */
  async function applySales(input: ApplySalesRebateRequest, actorUserId: string): Promise<ApplyRebateAnswer> {
    const { rule, period } = await readApplicableRule('sales', input.ruleId, input.period);
    const result = await applySalesRule(db, {
      rule,
      period: period.label,
      ...toPeriodWindow(period),
      recordedByUserId: actorUserId,
      at: now(),
    });
    return {
      created: result.created,
      alreadyApplied: result.qualifying - result.created,
      amount: toYuan(result.amountFen),
    };
  }

  /**
   * Applies a purchase rule to one supplier's volume of a period — typed by staff, or else the cost of the supplier's
   * approved and received purchase orders placed in the period: one row, or none below the threshold.
   */
  async function applyPurchase(input: ApplyPurchaseRebateRequest, actorUserId: string): Promise<ApplyRebateAnswer> {
    const { rule, period } = await readApplicableRule('purchase', input.ruleId, input.period);
    const volumeFen =
      input.volume === undefined
        ? await sumPurchaseVolumeOfSupplier(db, input.supplierId, toPeriodWindow(period))
        : convertYuanAmountToFen(input.volume);
    const amountFen = computeRebateFen(volumeFen, rule);
    if (amountFen === 0) return { created: 0, alreadyApplied: 0, amount: 0 };
    const id = await insertWithParty({
      kind: 'purchase',
      supplierId: input.supplierId,
      period: period.label,
      source: 'rule',
      ruleId: rule.id,
      volumeFen,
      rateBasisPoints: rule.rateBasisPoints,
      amountFen,
      recordedByUserId: actorUserId,
    });
    return id === false
      ? { created: 0, alreadyApplied: 1, amount: 0 }
      : { created: 1, alreadyApplied: 0, amount: toYuan(amountFen) };
  }

  /** Records an amount typed by staff for a customer (sales) or supplier (purchase), with its reason. */
  async function recordManual(kind: RebateKind, input: ManualRebateRequest, actorUserId: string) {
    const period = readPeriod(input.period);
    const id = await insertWithParty({
      kind,
      ...(kind === 'sales' ? { customerId: input.partyId } : { supplierId: input.partyId }),
      period: period.label,
      source: 'manual',
      amountFen: convertYuanAmountToFen(input.amount),
      reason: input.reason,
      recordedByUserId: actorUserId,
    });
    if (id === false) throw new Error('a manual rebate row met a rule row’s unique index');
    return { id };
  }

  /** Reverses a row once with a new negative row carrying the reason; a reversal itself is not reversed (409). */
  async function reverse(kind: RebateKind, input: ReverseRebateRequest, actorUserId: string) {
    const entry = await findEntry(db, kind, input.entryId);
    if (!entry) throw new AppError('404', 'rebates.entryNotFound');
    if (entry.source === 'reversal') throw new AppError('409', 'rebates.reversalOfReversal');
    if (entry.isReversed) throw new AppError('409', 'rebates.alreadyReversed');
    try {
      const id = await insertEntry(db, {
        kind,
        customerId: entry.customerId,
        supplierId: entry.supplierId,
        period: entry.period,
        source: 'reversal',
        amountFen: -entry.amountFen,
        reason: input.reason,
        reversesEntryId: entry.id,
        recordedByUserId: actorUserId,
        createdAt: now(),
      });
      if (id === false) throw new AppError('409', 'rebates.alreadyReversed');
      return { id };
    } catch (error) {
      if (isConstraintViolation(error, '23505', duplicateReversalConstraint))
        throw new AppError('409', 'rebates.alreadyReversed');
      throw error;
    }
  }

  /** A page of the ledger, newest first, with the sum of the whole filter. */
  async function listLedger(kind: RebateKind, query: RebateListQuery): Promise<RebateEntriesAnswer> {
    const { rows, total, amountFen } = await listEntries(db, kind, query, toPage(query));
    return {
      rows: rows.map((row) => ({
        id: row.entry.id,
        createdAt: row.entry.createdAt.toISOString(),
        period: row.entry.period,
        partyId: row.partyId,
        partyName: row.partyName,
        partyContact: row.partyContact,
        source: row.entry.source,
        ruleName: row.ruleName,
        volume: row.entry.volumeFen === null ? null : toYuan(row.entry.volumeFen),
        rateBasisPoints: row.entry.rateBasisPoints,
        amount: toYuan(row.entry.amountFen),
        reason: row.entry.reason,
        reversesEntryId: row.entry.reversesEntryId,
        isReversed: row.isReversed,
        recordedBy: row.recordedBy,
      })),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      totals: { amount: toYuan(amountFen) },
    };
  }

  /** A page of net rebates by party and period, with the sum of the whole filter. */
  async function listPartyTotals(kind: RebateKind, query: RebateListQuery): Promise<RebateTotalsAnswer> {
    const { rows, total, amountFen } = await listTotals(db, kind, query, toPage(query));
    return {
      rows: rows.map(({ amountFen: rowFen, ...row }) => ({ ...row, amount: toYuan(rowFen) })),
      total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      totals: { amount: toYuan(amountFen) },
    };
  }

  /** A rule of the kind that is on and counts by the period's kind, and the period (started already). */
  async function readApplicableRule(
    kind: RebateKind,
    ruleId: string,
    periodLabel: string,
  ): Promise<{ rule: RebateRuleRow; period: RebatePeriod }> {
    const period = readPeriod(periodLabel);
    const rule = await findRule(db, kind, ruleId);
    if (!rule) throw new AppError('404', 'rebates.ruleNotFound');
    if (!rule.isActive) throw new AppError('409', 'rebates.ruleInactive', { name: rule.name });
    if (rule.periodKind !== period.kind)
      throw new FieldAppError('period', 'rebates.periodKindMismatch', {
        name: rule.name,
        expected: rule.periodKind === 'month' ? 'YYYY-MM' : 'YYYY-Qn',
        period: period.label,
      });
    return { rule, period };
  }

  /** A period that has started (400 on `period` otherwise). */
  function readPeriod(label: string): RebatePeriod {
    const period = parseRebatePeriod(label);
    if (!period) throw new FieldAppError('period', 'rebates.periodNotStarted', { period: label });
    if (toPeriodWindow(period).start > now())
      throw new FieldAppError('period', 'rebates.periodNotStarted', { period: label });
    return period;
  }

  async function insertWithParty(entry: Parameters<typeof insertEntry>[1]): Promise<number | false> {
    try {
      return await insertEntry(db, { ...entry, createdAt: now() });
    } catch (error) {
      if (isConstraintViolation(error, '23503', entryCustomerConstraint))
        throw new AppError('404', 'rebates.customerNotFound');
      if (isConstraintViolation(error, '23503', entrySupplierConstraint))
        throw new AppError('404', 'suppliers.notFound');
      throw error;
    }
  }

  /** Up to 20 customers (sales) or suppliers (purchase) matching a keyword: whom a manual row may name. */
  function findParties(kind: RebateKind, keyword: string | undefined) {
    return listParties(db, kind, keyword, partyChoices);
  }

  return {
    listRuleBook,
    saveRule,
    applySales,
    applyPurchase,
    recordManual,
    reverse,
    listLedger,
    listPartyTotals,
    findParties,
  };
}

/** How many parties a search answers. */
const partyChoices = 20;

function toPage(query: { pageNum: number; pageSize: number }) {
  return { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
}

/** The rebates service's interface. */
export type RebatesService = ReturnType<typeof createRebatesService>;
