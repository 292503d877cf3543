import { bomFieldHeadings, mapColumnsTo, normalizeHeading } from '../bom/bom-columns.ts';

/**
 * The columns a catalogue import recognises, with their headings (normalised as the BOM upload's: lower case, no
 * spaces, dots, underscores or colons), strongest first, English and Chinese. The part fields a BOM also has reuse
 * the BOM upload's synonyms; price breaks are columns headed like "1+", "10+", "价格(100+)" or one column of
 * "qty:price" pairs.
 */
// "Vendor" names the supplier in a catalogue, not the manufacturer as in a BOM.
const withoutVendor = (headings: readonly string[]) => headings.filter((heading) => heading !== 'vendor');

const partHeadings = {
  mpn: bomFieldHeadings.mpn,
  manufacturer: withoutVendor(bomFieldHeadings.manufacturer),
  package: bomFieldHeadings.package,
  value: bomFieldHeadings.value,
  description: bomFieldHeadings.description,
  category: ['category', 'type', 'parttype', 'class', '分类', '类别', '物料分类', '器件类别', '类型'],
  moq: [
    'moq',
    'minimumorderquantity',
    'minorderqty',
    'minqty',
    'minimumorder',
    '最小起订量',
    '起订量',
    '最小包装',
    'mpq',
  ],
  attrition: ['attrition', 'attrition‰', 'attritionpermille', 'loss', 'lossrate', 'scrap', '损耗率', '损耗', '损耗‰'],
  stock: ['stock', 'stockonhand', 'onhand', 'inventory', 'qtyonhand', '库存', '库存数量', '现有库存', '在库数量'],
  leadTime: ['leadtime', 'leadtimedays', 'leadtime(days)', 'delivery', '交期', '交期(天)', '货期', '交货期'],
  priceBreaks: ['pricebreaks', 'pricebreak', 'prices', 'tieredprice', '阶梯价', '阶梯价格', '价格梯度'],
  unitPrice: ['unitprice', 'price', 'unitcost', 'cost', '单价', '价格', '含税单价', '未税单价'],
  supplierName: ['supplier', 'suppliername', 'vendor', 'vendorname', 'distributor', '供应商', '供应商名称', '渠道'],
  supplierSku: ['suppliersku', '供应商sku', ...bomFieldHeadings.supplierPartNumber],
  offerPrice: [
    'supplierprice',
    'offerprice',
    'purchaseprice',
    'vendorprice',
    '采购价',
    '采购单价',
    '进价',
    '供应商价格',
  ],
  offerMinQuantity: ['supplierminqty', 'offerminqty', 'offermoq', 'suppliermoq', '供应商起订量', '采购起订量'],
  offerLeadTime: ['supplierleadtime', 'offerleadtime', 'vendorleadtime', '供应商交期', '采购交期'],
} as const satisfies Record<string, readonly string[]>;

const supplierHeadings = {
  name: [
    'name',
    'suppliername',
    'supplier',
    'vendor',
    'vendorname',
    'company',
    '供应商',
    '供应商名称',
    '名称',
    '公司名称',
  ],
  contactName: ['contact', 'contactname', 'contactperson', '联系人', '联系人姓名'],
  contactPhone: ['phone', 'contactphone', 'tel', 'telephone', 'mobile', '电话', '联系电话', '手机', '手机号'],
  contactEmail: ['email', 'e-mail', 'contactemail', 'mail', '邮箱', '电子邮件', '电子邮箱'],
  paymentTerms: ['paymentterms', 'terms', 'payment', '付款方式', '付款条件', '账期', '结算方式'],
  currency: ['currency', 'curr', '币种', '货币', '结算币种'],
  rating: ['rating', 'score', 'grade', '评级', '评分', '等级'],
} as const satisfies Record<string, readonly string[]>;

/** The fields a part import reads. */
export type PartImportField = keyof typeof partHeadings;
/** The fields a supplier import reads. */
export type SupplierImportField = keyof typeof supplierHeadings;

/** A price-break column: "1+", "10+", "price 100+", "价格(1000+)" — the number is the break's minimum quantity. */
const breakHeadingPattern = /^(?:unitprice|price|单价|价格|阶梯价格?)?[(（[]?(\d{1,9})\+(?:pcs|个)?[)）\]]?$/;

/** The minimum quantity a price-break column names, or null when the heading is no break. */
export function readBreakHeading(heading: string): number | null {
  const match = breakHeadingPattern.exec(normalizeHeading(heading));
  return match?.[1] ? Number(match[1]) : null;
}

/** Maps a part sheet's columns to part fields (break columns are read apart, by readBreakHeading). */
export function mapPartColumns(columns: readonly string[]): Partial<Record<PartImportField, string>> {
  return mapColumnsTo(
    columns.filter((column) => readBreakHeading(column) === null),
    partHeadings,
  );
}

/** Maps a supplier sheet's columns to supplier fields. */
export function mapSupplierColumns(columns: readonly string[]): Partial<Record<SupplierImportField, string>> {
  return mapColumnsTo(columns, supplierHeadings);
}
