// The bench data of the order lists (scripts/bench-order-lists.mjs) and the back office (scripts/bench-back-office.mjs):
// customers, orders over a year with a spread of statuses, payments and ledger rows, seeded in bulk SQL.
import { sql } from 'drizzle-orm';

/**
 * Seeds customers, orders with one line each, payments and ledger rows in bulk. Attributes come from multiplicative
 * hashes of the order number n, so every run seeds the same spread.
 */
export async function seedOrders(db, { orderCount, customerCount }) {
  await db.execute(sql`
    insert into users (phone, password_hash, nickname, kind)
    select '171' || lpad(n::text, 8, '0'), 'bench-no-password', 'Bench customer ' || n, 'client'
    from generate_series(1, ${customerCount}::integer) as n`);
  // Status by a bucket 0–999: 40 % completed, 10 % cancelled, 2 % returned, the rest spread over the workflow.
  await db.execute(sql`
    with customers as (
      select array_agg(id order by phone) as ids from users where kind = 'client' and phone like '171%'
    ),
    staff as (
      select (select id from users where role_id = '14' order by phone limit 1) as sales,
        (select id from users where role_id = '11' order by phone limit 1) as supervisor,
        (select id from users where role_id = '12' order by phone limit 1) as buyer
    ),
    numbered as (
      select n, (n::bigint * 2654435761 % 1000)::integer as bucket, (n::bigint * 40503 % 997)::integer as spread,
        now() - ((n::bigint * 7919 % 525600) * interval '1 minute') as created
      from generate_series(1, ${orderCount}::integer) as n
    ),
    shaped as (
      select numbered.*, case
          when bucket < 400 then 11 when bucket < 500 then 99 when bucket < 520 then 12 when bucket < 560 then 10
          when bucket < 600 then 9 when bucket < 640 then 8 when bucket < 680 then 7 when bucket < 760 then 6
          when bucket < 820 then 5 when bucket < 870 then 4 when bucket < 900 then 3 when bucket < 930 then 2
          when bucket < 960 then 1 else 0 end as status,
        case when spread % 20 < 12 then 'pcb' when spread % 20 < 15 then 'smt' when spread % 20 < 17 then 'stencil'
          when spread % 20 < 19 then 'bom' else 'design' end as order_type,
        1000 + (n::bigint * 7919 % 499000) as payable
      from numbered
    ),
    timed as (
      select shaped.*, least(now(), created + (spread % 72) * interval '1 hour') as entered from shaped
    )
    insert into orders (order_no, user_id, order_type, status, spec, total_fen, payable_fen,
      pending_adjusted_total_fen, price_adjustment_reason, invoice_type, invoicing_method, contract_title,
      placing_order, placing_order_phone, technicians, technicians_phone, shipping_address, shipping_method,
      idempotency_key, request_hash, assigned_sales_user_id, assigned_buyer_user_id, customer_accepted_quote,
      quote_expires_at, return_requested, completed_at, status_entered_at, created_at, updated_at)
    select 'BN' || to_char(created, 'YYYYMMDD') || '-' || lpad(n::text, 6, '0'),
      customers.ids[1 + (n::bigint * 48271 % ${customerCount}::integer)], order_type, status,
      jsonb_build_object('material', 'FR4', 'layers', 2 + 2 * (spread % 3), 'boardLength', 50 + spread % 150,
        'boardWidth', 40 + spread % 110, 'boardNumber', 5 + spread % 200, 'componentsNumber', 20 + spread % 300,
        'boardsNumber', 5 + spread % 50, 'number', 1, 'sets', 1 + spread % 20),
      payable, payable,
      case when status = 6 and spread % 10 = 0 then payable + 500 end,
      case when status = 6 and spread % 10 = 0 then 'bench adjustment' end,
      'none', 'electronic', 'Bench Co.', 'Buyer', '13800138000', 'Engineer', '13800138000',
      jsonb_build_object('fullName', '王小明', 'mobile', '13800138000', 'country', '', 'province', '广东省',
        'city', '深圳市', 'district', '南山区', 'detail', '科技园 ' || n || ' 号'),
      'express', 'bench-' || n, 'bench',
      case when status between 1 and 12 then case when spread % 2 = 0 then staff.sales else staff.supervisor end end,
      case when status between 2 and 12 then staff.buyer end,
      status between 5 and 12 or (status = 4 and spread % 2 = 0),
      case when status between 4 and 12 then entered + interval '7 days' end,
      status in (10, 11) and spread % 50 = 0,
      case when status in (11, 12) then entered end,
      entered, created, entered
    from timed cross join customers cross join staff`);
  await db.execute(sql`
    insert into order_lines (order_id, line_no, code, label, label_zh, quantity, amount_fen)
    select id, 1, 'pcb', 'Boards', '板子', 10, payable_fen from orders where idempotency_key like 'bench-%'`);
  // Paid in full from purchasing on (and cancelled or returned after paying), part-paid or unpaid before.
  await db.execute(sql`
    insert into payments (order_id, user_id, channel, amount_fen, status, out_trade_no, paid_at, created_at)
    select id, user_id,
      (array['sandbox', 'alipay', 'wechat', 'bank_transfer'])[1 + abs(hashtext(order_no)) % 4], amount,
      'paid', 'BNP-' || order_no, status_entered_at, status_entered_at
    from (
      select orders.*, case
          when status between 7 and 12 then payable_fen
          when status = 6 and abs(hashtext(order_no)) % 3 = 0 then payable_fen
          when status = 6 and abs(hashtext(order_no)) % 3 = 1 then payable_fen / 2
          when status = 99 and abs(hashtext(order_no)) % 4 = 0 then payable_fen
          else 0 end as amount
      from orders where idempotency_key like 'bench-%'
    ) as priced
    where amount > 0`);
  await db.execute(sql`
    insert into payment_ledger (kind, amount_fen, payment_id, order_id, created_at)
    select case when channel = 'bank_transfer' then 'verification' else 'payment' end, amount_fen, id, order_id,
      paid_at
    from payments where out_trade_no like 'BNP-%'`);
  await db.execute(sql`
    insert into payment_ledger (kind, amount_fen, payment_id, order_id, created_at)
    select 'refund', payments.amount_fen, payments.id, payments.order_id, orders.status_entered_at
    from payments join orders on orders.id = payments.order_id
    where payments.out_trade_no like 'BNP-%' and orders.status in (12, 99)`);
  // As autovacuum leaves a settled table: statistics, and the visibility map that lets index-only scans skip rows.
  await db.execute(sql`vacuum analyze`);
  const counted = await db.execute(sql`
    select (select count(*) from orders)::int as orders, (select count(*) from payment_ledger)::int as "ledgerRows"`);
  return counted.rows[0];
}
