const yuanFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const preciseYuanFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** Money as both languages show it: ¥ and two decimals (¥30.00, -¥1,234.50). */
export function formatMoney(amount: number): string {
  return `${amount < 0 ? '-' : ''}¥${yuanFormat.format(Math.abs(amount))}`;
}

/** Money with two to four decimals, for unit costs and prices staff enter (¥12.3456, ¥30.00). */
export function formatPreciseMoney(amount: number): string {
  return `${amount < 0 ? '-' : ''}¥${preciseYuanFormat.format(Math.abs(amount))}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A timestamp as YYYY-MM-DD HH:mm in the browser's time zone; '—' when there is none, the text itself when invalid. */
export function formatDateTime(iso: string | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A timestamp as YYYY-MM-DD HH:mm:ss in the browser's time zone; '—' when there is none, the text when invalid. */
export function formatDateTimeWithSeconds(iso: string | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Where an address is, on one line: its country (outside China), province, city, district and street, as written. */
export function formatAddressLine(address: {
  country?: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}): string {
  return [address.country, address.province, address.city, address.district, address.detail]
    .filter((part) => part?.trim())
    .join(' ');
}
