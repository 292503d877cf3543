import type { PurchaseOrderDetail } from '@boardforge/contracts/purchase-orders.ts';

/** The words of the printed purchase order, in the reader's language. */
export type PurchaseOrderPrintWords = {
  title: string;
  orderNo: string;
  supplier: string;
  expected: string;
  created: string;
  note: string;
  line: string;
  item: string;
  quantity: string;
  unitCost: string;
  amount: string;
  total: string;
  formatMoney: (yuan: number) => string;
  formatDate: (iso: string) => string;
};

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML: supplier names and notes are typed by people. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);
}

/**
 * A purchase order as a printable HTML document (A4, the lines in a table, the total): the browser's print dialog
 * prints it or saves it as a PDF. Every value is escaped.
 */
export function buildPurchaseOrderHtml(order: PurchaseOrderDetail, words: PurchaseOrderPrintWords, lang: string) {
  const cell = (text: string | number, align = 'left') =>
    `<td style="text-align:${align}">${escapeHtml(String(text))}</td>`;
  const rows = order.lines
    .map((line) =>
      [
        '<tr>',
        cell(line.lineNo),
        cell(line.description),
        cell(line.quantity, 'right'),
        cell(line.unitCost === null ? '—' : words.formatMoney(line.unitCost), 'right'),
        cell(words.formatMoney(line.amount), 'right'),
        '</tr>',
      ].join(''),
    )
    .join('');
  const fact = (label: string, value: string) =>
    `<div><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</div>`;
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(
    `${words.title} ${order.poNo}`,
  )}</title><style>
@page { size: A4; margin: 16mm; }
body { font-family: "Noto Sans CJK SC", "Noto Sans SC", system-ui, sans-serif; color: #111; font-size: 12pt; }
h1 { font-size: 18pt; margin: 0 0 8pt; }
.facts { display: grid; grid-template-columns: 1fr 1fr; gap: 4pt 16pt; margin-bottom: 12pt; }
table { width: 100%; border-collapse: collapse; }
th, td { border: 1px solid #999; padding: 4pt 6pt; }
th { background: #f0f0f0; text-align: left; }
tfoot td { font-weight: bold; }
</style></head><body>
<h1>${escapeHtml(words.title)} ${escapeHtml(order.poNo)}</h1>
<div class="facts">${fact(words.supplier, order.supplierName || '—')}${fact(words.orderNo, order.orderNo)}${fact(
    words.created,
    words.formatDate(order.createdAt),
  )}${fact(words.expected, order.expectedDate ?? '—')}${order.note ? fact(words.note, order.note) : ''}</div>
<table><thead><tr><th>${escapeHtml(words.line)}</th><th>${escapeHtml(words.item)}</th><th>${escapeHtml(
    words.quantity,
  )}</th><th>${escapeHtml(words.unitCost)}</th><th>${escapeHtml(words.amount)}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="4" style="text-align:right">${escapeHtml(words.total)}</td><td style="text-align:right">${escapeHtml(
    words.formatMoney(order.totalCost),
  )}</td></tr></tfoot></table>
</body></html>`;
}
