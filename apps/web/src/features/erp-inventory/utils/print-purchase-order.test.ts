import type { PurchaseOrderDetail } from '@boardforge/contracts/purchase-orders.ts';
import { describe, expect, it } from 'vitest';
import { buildPurchaseOrderHtml, escapeHtml } from './print-purchase-order.ts';

const order: PurchaseOrderDetail = {
  id: 'po-1',
  poNo: 'PO-BF20261128-000001-1',
  orderId: 'order-1',
  orderNo: 'BF20261128-000001',
  supplierId: null,
  supplierName: '<script>alert(1)</script> Parts',
  status: 'approved',
  expectedDate: '2026-12-05',
  note: 'Gate "3" & dock',
  totalCost: 18,
  createdAt: '2026-11-28T02:00:00.000Z',
  approvedAt: null,
  receivedAt: null,
  lines: [
    {
      id: 'l1',
      lineNo: 1,
      partId: null,
      description: 'TPS7A · U1',
      quantity: 10,
      unitCost: 1.8,
      amount: 18,
      receivedQuantity: 0,
    },
  ],
};
const words = {
  title: 'Purchase order',
  orderNo: 'Order',
  supplier: 'Supplier',
  expected: 'Expected',
  created: 'Placed',
  note: 'Note',
  line: '#',
  item: 'Item',
  quantity: 'Quantity',
  unitCost: 'Unit cost',
  amount: 'Amount',
  total: 'Total',
  formatMoney: (yuan: number) => `¥${yuan.toFixed(2)}`,
  formatDate: (iso: string) => iso.slice(0, 10),
};

describe('the printed purchase order', () => {
  it('escapes what people typed and lists the lines with the total', () => {
    const html = buildPurchaseOrderHtml(order, words, 'en');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Parts');
    expect(html).toContain('Gate &quot;3&quot; &amp; dock');
    expect(html).toContain('<td style="text-align:right">¥1.80</td>');
    expect(html).toContain('¥18.00');
    expect(escapeHtml(`a'b`)).toBe('a&#39;b');
  });
});
