import { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/orders.table.ts';
import { rebateEntries, rebateRules } from '../../db/rebates.table.ts';
import { suppliers } from '../../db/suppliers.table.ts';
import { selectUserContact, users } from '../../db/users.table.ts';

/** Sales or purchase. */
export type RebateKindValue = (typeof rebateRules.$inferSelect)['kind'];
/** A row of the rules table. */
export type RebateRuleRow = typeof rebateRules.$inferSelect;
/** The fields of a rule staff edit. */
export type RebateRuleFields = Omit<typeof rebateRules.$inferInsert, 'id' | 'createdAt' | 'kind'>;
/** A new ledger row. */
export type NewRebateEntry = Omit<typeof rebateEntries.$inferInsert, 'id'>;
/** A row of the ledger. */
export type RebateEntryRow = typeof rebateEntries.$inferSelect;

/** The filter of both lists: a period, a party (customer or supplier id), a keyword on the party's name or contact. */
export type RebateFilter = { period?: string | undefined; partyId?: string | undefined; keyword?: string | undefined };

/** The unique index refusing a second rule of the same kind and name (ignoring case). */
export const duplicateRuleConstraint = 'rebate_rules_kind_name_unique';
/** The unique index refusing a second reversal of one row. */
export const duplicateReversalConstraint = 'rebate_entries_reverses_unique';
/** The foreign keys a manual row's party must satisfy. */
export const entryCustomerConstraint = 'rebate_entries_customer_id_users_id_fk';
export const entrySupplierConstraint = 'rebate_entries_supplier_id_suppliers_id_fk';

const customers = alias(users, 'customers');
const actors = alias(users, 'actors');
const reversals = alias(rebateEntries, 'reversals');

// Bigint sums come back as text (node-postgres) or a number; every amount is whole fen.
const sumAmount = sql<string>`coalesce(sum(${rebateEntries.amountFen}), 0)`.mapWith(Number);

/** A page of a kind's rules by name, each with how many ledger rows it made. */
export async function listRules(
  db: Db,
  kind: RebateKindValue,
  page: { limit: number; offset: number },
): Promise<{ rows: (RebateRuleRow & { entryCount: number })[]; total: number }> {
  // Spelled with qualified names: Drizzle leaves a one-table query's columns bare, and a bare "id" would be the entry's.
  const entryCount = sql<number>`(select count(*) from rebate_entries e where e.rule_id = rebate_rules.id)`.mapWith(
    Number,
  );
  const rows = await db
    .select({ rule: rebateRules, entryCount })
    .from(rebateRules)
    .where(eq(rebateRules.kind, kind))
    .orderBy(asc(sql`lower(${rebateRules.name})`), asc(rebateRules.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(rebateRules).where(eq(rebateRules.kind, kind));
  return { rows: rows.map((row) => ({ ...row.rule, entryCount: row.entryCount })), total: total?.value ?? 0 };
}

/** One rule of a kind, or undefined. */
export async function findRule(db: Db, kind: RebateKindValue, id: string): Promise<RebateRuleRow | undefined> {
  const [row] = await db
    .select()
    .from(rebateRules)
    .where(and(eq(rebateRules.kind, kind), eq(rebateRules.id, id)))
    .limit(1);
  return row;
}

/** Inserts a rule and returns its id. */
export async function insertRule(db: Db, kind: RebateKindValue, fields: RebateRuleFields): Promise<string> {
  const [inserted] = await db
    .insert(rebateRules)
    .values({ ...fields, kind })
    .returning({ id: rebateRules.id });
  if (!inserted) throw new Error('insert into rebate_rules returned no row');
  return inserted.id;
}

/** Changes a rule of a kind; false when there is none. */
export async function updateRule(
  db: Db,
  kind: RebateKindValue,
  id: string,
  fields: RebateRuleFields,
): Promise<boolean> {
  const updated = await db
    .update(rebateRules)
    .set(fields)
    .where(and(eq(rebateRules.kind, kind), eq(rebateRules.id, id)))
    .returning({ id: rebateRules.id });
  return updated.length > 0;
}

/**
 * Applies a sales rule to a period in one statement: every customer whose completed orders (completed inside
 * [start, end)) reach the threshold gets a row of volume × rate rounded half up (domain computeRebateFen, said in
 * SQL); a customer who already has this rule's row for the period is skipped (the partial unique index decides).
 */
export async function applySalesRule(
  db: Db,
  input: { rule: RebateRuleRow; period: string; start: Date; end: Date; recordedByUserId: string; at: Date },
): Promise<{ qualifying: number; created: number; amountFen: number }> {
  const { rule } = input;
  const { rows } = (await db.execute(sql`
    with qualifying as (
      select o.user_id as customer_id, sum(o.total_fen) as volume
      from ${orders} o
      where o.status = ${OrderStatus.Completed}
        and o.completed_at >= ${input.start.toISOString()}::timestamptz
        and o.completed_at < ${input.end.toISOString()}::timestamptz
      group by o.user_id
      having sum(o.total_fen) > 0 and sum(o.total_fen) >= ${rule.thresholdFen}
    ),
    inserted as (
      insert into ${rebateEntries} (kind, customer_id, period, source, rule_id, volume_fen, rate_basis_points,
        amount_fen, reason, recorded_by_user_id, created_at)
      select 'sales', customer_id, ${input.period}, 'rule', ${rule.id}::uuid, volume::bigint, ${rule.rateBasisPoints},
        div(volume * ${rule.rateBasisPoints} + 5000, 10000)::bigint, '', ${input.recordedByUserId}::uuid,
        ${input.at.toISOString()}::timestamptz
      from qualifying
      on conflict (rule_id, customer_id, period) where source = 'rule' and kind = 'sales' do nothing
      returning amount_fen
    )
    select (select count(*) from qualifying) as qualifying, (select count(*) from inserted) as created,
      (select coalesce(sum(amount_fen), 0) from inserted) as amount`)) as {
    rows: { qualifying: unknown; created: unknown; amount: unknown }[];
  };
  const [result] = rows;
  return {
    qualifying: Number(result?.qualifying ?? 0),
    created: Number(result?.created ?? 0),
    amountFen: Number(result?.amount ?? 0),
  };
}

/** Inserts a ledger row and returns its id; false when a rule row for the party and period already exists. */
export async function insertEntry(db: Db, entry: NewRebateEntry): Promise<number | false> {
  const inserted = await db
    .insert(rebateEntries)
    .values(entry)
    .onConflictDoNothing()
    .returning({ id: rebateEntries.id });
  return inserted[0]?.id ?? false;
}

/** One ledger row of a kind, with whether a reversal names it. */
export async function findEntry(
  db: Db,
  kind: RebateKindValue,
  id: number,
): Promise<(RebateEntryRow & { isReversed: boolean }) | undefined> {
  const [row] = await db
    .select({ entry: rebateEntries, reversalId: reversals.id })
    .from(rebateEntries)
    .leftJoin(reversals, eq(reversals.reversesEntryId, rebateEntries.id))
    .where(and(eq(rebateEntries.kind, kind), eq(rebateEntries.id, id)))
    .limit(1);
  return row ? { ...row.entry, isReversed: row.reversalId !== null } : undefined;
}

/** The column naming a row's party: the customer of a sales row, the supplier of a purchase row. */
function partyColumnOf(kind: RebateKindValue) {
  return kind === 'sales' ? rebateEntries.customerId : rebateEntries.supplierId;
}

/**
 * The filter on the ledger table alone (no join): the keyword picks the matching customers or suppliers first, so the
 * ledger is read through its party index instead of joining every row to test a name.
 */
function buildCondition(kind: RebateKindValue, filter: RebateFilter): SQL | undefined {
  const keyword = filter.keyword?.trim();
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  const partyColumn = partyColumnOf(kind);
  const matchingParties =
    kind === 'sales'
      ? sql`select ${users.id} from ${users} where ${users.kind} = 'client' and (${users.nickname} ilike ${pattern}
          or ${users.phone} ilike ${pattern} or ${users.email} ilike ${pattern})`
      : sql`select ${suppliers.id} from ${suppliers} where ${suppliers.name} ilike ${pattern}
          or ${suppliers.contactName} ilike ${pattern}`;
  return and(
    eq(rebateEntries.kind, kind),
    filter.period ? eq(rebateEntries.period, filter.period) : undefined,
    filter.partyId ? eq(partyColumn, filter.partyId) : undefined,
    pattern ? sql`${partyColumn} in (${matchingParties})` : undefined,
  );
}

/** The row of a ledger list: the entry, its party, rule, recorder and whether it was reversed. */
export type RebateEntryListRow = {
  entry: RebateEntryRow;
  partyId: string;
  partyName: string;
  partyContact: string;
  ruleName: string | null;
  recordedBy: string | null;
  isReversed: boolean;
};

/**
 * A page of a kind's ledger rows matching a filter, newest first (read along the kind/created index), the number of
 * them and their sum (fen), counted on the ledger table alone.
 */
export async function listEntries(
  db: Db,
  kind: RebateKindValue,
  filter: RebateFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: RebateEntryListRow[]; total: number; amountFen: number }> {
  const condition = buildCondition(kind, filter);
  // The filter names ledger columns only, so the planner reads the kind/created index backwards and joins the page.
  // The page and the sums side by side: on PostgreSQL two pool connections, so the answer waits for the slower only.
  const rowsQuery = db
    .select({
      entry: rebateEntries,
      partyId: sql<string>`coalesce(${rebateEntries.customerId}, ${rebateEntries.supplierId})`,
      partyName: sql<string>`coalesce(${customers.nickname}, ${suppliers.name}, '')`,
      partyContact: sql<string>`coalesce(${selectUserContact(customers)}, ${suppliers.contactName}, '')`,
      ruleName: rebateRules.name,
      recordedBy: actors.nickname,
      isReversed: sql<boolean>`exists (select 1 from rebate_entries r where r.reverses_entry_id = ${rebateEntries.id})`,
    })
    .from(rebateEntries)
    .leftJoin(customers, eq(customers.id, rebateEntries.customerId))
    .leftJoin(suppliers, eq(suppliers.id, rebateEntries.supplierId))
    .leftJoin(rebateRules, eq(rebateRules.id, rebateEntries.ruleId))
    .leftJoin(actors, eq(actors.id, rebateEntries.recordedByUserId))
    .where(condition)
    .orderBy(desc(rebateEntries.createdAt), desc(rebateEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const sumsQuery = db.select({ total: count(), amountFen: sumAmount }).from(rebateEntries).where(condition);
  const [rows, [sums]] = await Promise.all([rowsQuery, sumsQuery]);
  return { rows, total: sums?.total ?? 0, amountFen: sums?.amountFen ?? 0 };
}

/** One party's net of one period, as the totals list shows it. */
export type RebateTotalListRow = {
  partyId: string;
  partyName: string;
  partyContact: string;
  period: string;
  amountFen: number;
  entryCount: number;
};

/**
 * A page of net rebates by party and period (newest period first, then by party id, along the kind/period/party
 * index), grouped on the ledger table alone and named after paging; the number of such groups and the sum of the
 * whole filter in a second query beside it.
 */
export async function listTotals(
  db: Db,
  kind: RebateKindValue,
  filter: RebateFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: RebateTotalListRow[]; total: number; amountFen: number }> {
  const condition = buildCondition(kind, filter);
  const partyColumn = partyColumnOf(kind);
  const grouped = db
    .select({
      partyId: sql<string>`${partyColumn}`.as('party_id'),
      period: rebateEntries.period,
      amountFen: sql<string>`sum(${rebateEntries.amountFen})`.as('amount_fen'),
      entryCount: sql<number>`count(*)`.as('entry_count'),
    })
    .from(rebateEntries)
    .where(condition)
    .groupBy(partyColumn, rebateEntries.period);
  const pageOfGroups = grouped
    .orderBy(desc(rebateEntries.period), desc(partyColumn))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_of_groups');
  const rowsQuery = db
    .select({
      partyId: pageOfGroups.partyId,
      partyName: sql<string>`coalesce(${customers.nickname}, ${suppliers.name}, '')`,
      partyContact: sql<string>`coalesce(${selectUserContact(customers)}, ${suppliers.contactName}, '')`,
      period: pageOfGroups.period,
      amountFen: pageOfGroups.amountFen,
      entryCount: pageOfGroups.entryCount,
    })
    .from(pageOfGroups)
    .leftJoin(customers, sql`${customers.id} = ${pageOfGroups.partyId}`)
    .leftJoin(suppliers, sql`${suppliers.id} = ${pageOfGroups.partyId}`)
    .orderBy(desc(pageOfGroups.period), desc(pageOfGroups.partyId));
  const allGroups = db
    .select({ amountFen: sql<string>`sum(${rebateEntries.amountFen})`.as('group_fen') })
    .from(rebateEntries)
    .where(condition)
    .groupBy(partyColumn, rebateEntries.period)
    .as('all_groups');
  const sumsQuery = db
    .select({ total: count(), amountFen: sql<string>`coalesce(sum(${allGroups.amountFen}), 0)`.mapWith(Number) })
    .from(allGroups);
  const [rows, [sums]] = await Promise.all([rowsQuery, sumsQuery]);
  return {
    rows: rows.map((row) => ({ ...row, amountFen: Number(row.amountFen), entryCount: Number(row.entryCount) })),
    total: sums?.total ?? 0,
    amountFen: sums?.amountFen ?? 0,
  };
}

/** A customer's net sales rebate (fen) of the given periods: every row, reversals subtracting. */
export async function sumCustomerRebate(db: Db, customerId: string, periods: readonly string[]): Promise<number> {
  if (periods.length === 0) return 0;
  const [sums] = await db
    .select({ amountFen: sumAmount })
    .from(rebateEntries)
    .where(
      and(
        eq(rebateEntries.kind, 'sales'),
        eq(rebateEntries.customerId, customerId),
        sql`${rebateEntries.period} in (select value from jsonb_array_elements_text(${JSON.stringify(periods)}::jsonb))`,
      ),
    );
  return sums?.amountFen ?? 0;
}

/** Up to `limit` customers (sales) or suppliers (purchase) whose name or contact holds the keyword, by name. */
export async function listParties(
  db: Db,
  kind: RebateKindValue,
  keyword: string | undefined,
  limit: number,
): Promise<{ id: string; name: string; contact: string }[]> {
  const trimmed = keyword?.trim();
  const pattern = trimmed ? `%${trimmed.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  if (kind === 'sales') {
    return db
      .select({ id: users.id, name: users.nickname, contact: selectUserContact(users) })
      .from(users)
      .where(
        and(
          eq(users.kind, 'client'),
          pattern
            ? or(ilike(users.nickname, pattern), ilike(users.phone, pattern), ilike(users.email, pattern))
            : undefined,
        ),
      )
      .orderBy(asc(users.nickname), asc(users.id))
      .limit(limit);
  }
  return db
    .select({ id: suppliers.id, name: suppliers.name, contact: suppliers.contactName })
    .from(suppliers)
    .where(pattern ? or(ilike(suppliers.name, pattern), ilike(suppliers.contactName, pattern)) : undefined)
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id))
    .limit(limit);
}

/** A customer's sales-rebate rows granted before a window and inside it (fen, reversals included), for a statement. */
export async function sumCustomerRebatesAround(
  db: Db,
  customerId: string,
  window: { start: Date; end: Date },
): Promise<{ beforeFen: number; withinFen: number }> {
  const [sums] = await db
    .select({
      beforeFen:
        sql<string>`coalesce(sum(${rebateEntries.amountFen}) filter (where ${rebateEntries.createdAt} < ${window.start}), 0)`.mapWith(
          Number,
        ),
      withinFen:
        sql<string>`coalesce(sum(${rebateEntries.amountFen}) filter (where ${rebateEntries.createdAt} >= ${window.start}), 0)`.mapWith(
          Number,
        ),
    })
    .from(rebateEntries)
    .where(
      and(
        eq(rebateEntries.kind, 'sales'),
        eq(rebateEntries.customerId, customerId),
        lt(rebateEntries.createdAt, window.end),
      ),
    );
  return { beforeFen: sums?.beforeFen ?? 0, withinFen: sums?.withinFen ?? 0 };
}

/** Up to `limit` of a customer's sales-rebate rows granted inside a window, oldest first. */
export async function listCustomerRebateLines(
  db: Db,
  customerId: string,
  window: { start: Date; end: Date },
  limit: number,
): Promise<{ at: Date; period: string; amountFen: number }[]> {
  return db
    .select({ at: rebateEntries.createdAt, period: rebateEntries.period, amountFen: rebateEntries.amountFen })
    .from(rebateEntries)
    .where(
      and(
        eq(rebateEntries.kind, 'sales'),
        eq(rebateEntries.customerId, customerId),
        gte(rebateEntries.createdAt, window.start),
        lt(rebateEntries.createdAt, window.end),
      ),
    )
    .orderBy(asc(rebateEntries.createdAt), asc(rebateEntries.id))
    .limit(limit);
}
