import {
  type CustomerDetail,
  type CustomerListAnswer,
  type CustomerListQuery,
  type CustomerRow,
  maxStatementLines,
  type SetCreditRequest,
  type Statement,
  type StatementQuery,
} from '@boardforge/contracts/customers.ts';
import { convertYuanAmountToFen, toYuan } from '@boardforge/domain/money/fen.ts';
import type { OrderStatus } from '@boardforge/domain/order-status/statuses.ts';
import { toReportWindow } from '@boardforge/domain/performance/report-window.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listAddresses } from '../addresses/addresses.repository.ts';
import { recordAudit } from '../audit/audit.public.ts';
import {
  listChargesOfCustomer,
  listInvoiceTitlesOfCustomer,
  listMoneyOfCustomers,
  listOrdersOfCustomer,
  mapOrderNumbers,
  selectOrderIdsOfCustomer,
  sumChargesOfCustomer,
  sumMoneyOfCustomers,
} from '../orders/orders.public.ts';
import { listLedgerLinesOfOrders, sumLedgerOfOrders } from '../payments/payments.public.ts';
import { listCustomerRebateLines, sumCustomerRebatesAround } from '../rebates/rebates.public.ts';
import { listCreditChanges, lockCreditTerms, saveCreditTerms } from './credit-terms.repository.ts';
import {
  type CustomerAccountRow,
  countCustomers,
  findCustomer,
  listCustomers,
  lockCustomerAccount,
} from './customers.repository.ts';

/** How many of a customer's latest orders, invoice titles and credit changes the detail shows. */
const detailListLimit = 50;

/**
 * Creates the Customers service of the back office (客户): the client accounts with their money (paged, filtered and
 * summed in SQL), one customer in full, their credit terms (set with an audit row) and a statement of a period.
 */
export function createCustomersService(dependencies: { db: Db; now: () => Date }) {
  const { db, now } = dependencies;

  /**
   * A page of customers, newest account first, and the sums of every customer the filter selects. The page's money is
   * read for its customers alone; the totals are plain sums over the filter's orders and ledger rows.
   */
  async function listAll(query: CustomerListQuery): Promise<CustomerListAnswer> {
    const at = now();
    const filter = { keyword: query.keyword, credit: query.credit };
    const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
    // One after the other: on PGlite the database is one connection.
    const rows = await listCustomers(db, at, filter, page);
    const money = await readMoneyOf(
      rows.map((row) => row.userId),
      at,
    );
    const counted = await countCustomers(db, at, filter);
    const sums = await sumMoneyOfCustomers(db, counted.userIds);
    return {
      rows: rows.map((row) => toCustomerRow(row, money.get(row.userId))),
      total: counted.total,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      totals: {
        orderCount: sums.orderCount,
        paid: toYuan(Math.max(0, sums.paidFen)),
        owed: toYuan(sums.owedFen),
        points: counted.points,
      },
    };
  }

  async function readMoneyOf(userIds: readonly string[], at: Date): Promise<Map<string, CustomerMoney>> {
    const rows = await listMoneyOfCustomers(db, at, userIds);
    return new Map(rows.map((row) => [row.userId, row]));
  }

  /** One customer in full: contacts, addresses, invoice titles, latest orders, money, credit and its changes. */
  async function getDetail(userId: string): Promise<CustomerDetail> {
    const at = now();
    const customer = await findCustomer(db, at, userId);
    if (!customer) throw new AppError('404', 'customers.notFound');
    const money = (await readMoneyOf([userId], at)).get(userId);
    // One after the other: on PGlite the database is one connection.
    const addresses = await listAddresses(db, userId);
    const invoiceTitles = await listInvoiceTitlesOfCustomer(db, userId, detailListLimit);
    const orders = await listOrdersOfCustomer(db, userId, detailListLimit);
    const changes = await listCreditChanges(db, userId, detailListLimit);
    const row = toCustomerRow(customer, money);
    return {
      ...row,
      addresses: addresses.map((address) => ({
        fullName: address.fullName,
        mobile: address.mobile,
        line: [address.country, address.province, address.city, address.district, address.detail]
          .filter(Boolean)
          .join(' '),
        isDefault: address.isDefault,
      })),
      invoiceTitles,
      orders: orders.map((order) => ({
        orderId: order.orderId,
        orderNo: order.orderNo,
        status: order.status as OrderStatus,
        payable: toYuan(order.payableFen),
        paid: toYuan(Math.max(0, order.netPaidFen)),
        createdAt: order.createdAt.toISOString(),
        creditDueAt: order.creditDueAt?.toISOString() ?? null,
      })),
      creditAvailable:
        customer.creditLimitFen !== null && customer.creditLimitFen > 0
          ? toYuan(Math.max(0, customer.creditLimitFen - (money?.owedFen ?? 0)))
          : null,
      creditChanges: changes.map(({ change, changedBy }) => ({
        previous:
          change.previousLimitFen === null || change.previousDays === null
            ? null
            : { limit: toYuan(change.previousLimitFen), days: change.previousDays },
        next: { limit: toYuan(change.limitFen), days: change.days },
        changedBy,
        changedByRole: change.changedByRole,
        changedAt: change.changedAt.toISOString(),
      })),
    };
  }

  /**
   * Sets a customer's credit limit and days (a limit of 0 ends credit) with one audit row, under the customer's credit
   * lock so a change never interleaves with a credit decision; 404 for anyone but a client account.
   */
  async function setCredit(
    actor: { userId: string; role: string },
    request: SetCreditRequest,
  ): Promise<CustomerDetail> {
    await db.transaction(async (tx) => {
      if (!(await lockCustomerAccount(tx, request.userId))) throw new AppError('404', 'customers.notFound');
      const previous = await lockCreditTerms(tx, request.userId);
      const limitFen = convertYuanAmountToFen(request.creditLimit);
      const at = now();
      await saveCreditTerms(tx, {
        userId: request.userId,
        previous,
        limitFen,
        days: request.creditDays,
        changedByUserId: actor.userId,
        changedByRole: actor.role,
        at,
      });
      await recordAudit(tx, {
        actorUserId: actor.userId,
        actorRole: actor.role,
        kind: 'creditChange',
        object: { type: 'customer', id: request.userId },
        before: previous ? { limitFen: previous.limitFen, days: previous.days } : null,
        after: { limitFen, days: request.creditDays },
        at,
      });
    });
    return getDetail(request.userId);
  }

  /**
   * A customer's statement of the days `from`..`to` (China time): the balance owed before, the orders charged, the
   * payments received and the refunds given in the period, oldest first, and the balance owed after. An order charges
   * its payable when placed (a cancelled one nothing, a returned one what was kept), so a settled order nets to 0.
   */
  async function getStatement(query: StatementQuery): Promise<Statement> {
    if (!(await findCustomer(db, now(), query.userId))) throw new AppError('404', 'customers.notFound');
    const window = toReportWindow(query.from, query.to);
    const orderIds = selectOrderIdsOfCustomer(db, query.userId);
    const charges = await sumChargesOfCustomer(db, query.userId, window);
    const ledger = await sumLedgerOfOrders(db, orderIds, window);
    const chargeLines = await listChargesOfCustomer(db, query.userId, window, maxStatementLines + 1);
    const ledgerLines = await listLedgerLinesOfOrders(db, orderIds, window, maxStatementLines + 1);
    const rebates = await sumCustomerRebatesAround(db, query.userId, window);
    const rebateLines = await listCustomerRebateLines(db, query.userId, window, maxStatementLines + 1);
    const orderNumbers = await mapOrderNumbers(
      db,
      ledgerLines.flatMap((line) => (line.orderId === null ? [] : [line.orderId])),
    );
    const lines = [
      ...chargeLines.map((line) => ({
        at: line.at,
        kind: 'order' as const,
        orderNo: line.orderNo,
        fen: line.amountFen,
      })),
      ...ledgerLines.map((line) => ({
        at: line.at,
        kind: line.kind === 'refund' ? ('refund' as const) : ('payment' as const),
        orderNo: (line.orderId === null ? undefined : orderNumbers.get(line.orderId)) ?? '',
        fen: line.amountFen,
      })),
      ...rebateLines.map((line) => ({
        at: line.at,
        kind: 'rebate' as const,
        orderNo: line.period,
        fen: line.amountFen,
      })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    // A sales rebate granted lowers what the customer owes, like a payment.
    const openingFen = charges.beforeFen - ledger.receivedBeforeFen + ledger.refundedBeforeFen - rebates.beforeFen;
    const closingFen =
      openingFen + charges.withinFen - ledger.receivedWithinFen + ledger.refundedWithinFen - rebates.withinFen;
    return {
      userId: query.userId,
      from: query.from,
      to: query.to,
      opening: toYuan(openingFen),
      lines: lines.slice(0, maxStatementLines).map((line) => ({
        at: line.at.toISOString(),
        kind: line.kind,
        orderNo: line.orderNo,
        amount: toYuan(line.fen),
      })),
      isTruncated: lines.length > maxStatementLines,
      totals: {
        orders: toYuan(charges.withinFen),
        payments: toYuan(ledger.receivedWithinFen),
        refunds: toYuan(ledger.refundedWithinFen),
        rebates: toYuan(rebates.withinFen),
      },
      closing: toYuan(closingFen),
    };
  }

  return { listAll, getDetail, setCredit, getStatement };
}

/** The Customers service as the routes receive it. */
export type CustomersService = ReturnType<typeof createCustomersService>;

/** A customer's money as the page reads it (fen); a customer without orders has none. */
type CustomerMoney = { orderCount: number; paidFen: number; owedFen: number; overdueFen: number };

function toCustomerRow(row: CustomerAccountRow, money: CustomerMoney | undefined): CustomerRow {
  return {
    userId: row.userId,
    nickname: row.nickname,
    company: row.company,
    phone: row.phone,
    email: row.email,
    orderCount: money?.orderCount ?? 0,
    paid: toYuan(Math.max(0, money?.paidFen ?? 0)),
    owed: toYuan(money?.owedFen ?? 0),
    overdue: toYuan(money?.overdueFen ?? 0),
    points: row.score,
    credit:
      row.creditLimitFen !== null && row.creditDays !== null && row.creditLimitFen > 0
        ? { limit: toYuan(row.creditLimitFen), days: row.creditDays }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
