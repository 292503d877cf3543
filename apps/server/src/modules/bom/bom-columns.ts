import { type BomField, type BomMapping, bomFields } from '@boardforge/contracts/files.ts';

export type { BomField, BomMapping } from '@boardforge/contracts/files.ts';

/**
 * Headings of each field, normalised (lower case, no spaces, dots, underscores or colons), strongest
 * first. English, Chinese and the Japanese of common CAD exports.
 */
export const bomFieldHeadings: Record<BomField, readonly string[]> = {
  designator: [
    'designator',
    'designators',
    'reference',
    'references',
    'ref',
    'refs',
    'refdes',
    'referencedesignator',
    'referencedesignators',
    'partreference',
    'parts',
    'part(s)',
    '位号',
    '元件位号',
    '器件位号',
    '位置号',
    '标号',
    '元件标号',
    '指定子',
    'リファレンス',
  ],
  quantity: [
    'quantity',
    'qty',
    'qnty',
    "q'ty",
    'qty/board',
    'quantityperpcb',
    'count',
    'pcs',
    '数量',
    '用量',
    '单板用量',
    '数目',
    '个数',
    '員数',
  ],
  mpn: [
    'mpn',
    'manufacturerpartnumber',
    'manufacturerpartno',
    'mfrpartnumber',
    'mfrpart#',
    'mfrpartno',
    'mfgpartno',
    'mfgpartnumber',
    'mfgpart#',
    'mfrpn',
    'mfgpn',
    'partnumber',
    'partno',
    'part#',
    'p/n',
    'pn',
    '型号',
    '料号',
    '规格型号',
    '型号规格',
    '规格',
    '物料型号',
    '器件型号',
    '元件型号',
    '厂家型号',
    '原厂型号',
    '型番',
    'device',
  ],
  manufacturer: [
    'manufacturer',
    'manufacturername',
    'mfr',
    'mfg',
    'mfrname',
    'maker',
    'brand',
    'vendor',
    '品牌',
    '厂家',
    '厂商',
    '制造商',
    '生产厂家',
    '生产商',
    '供应商品牌',
    'メーカー',
  ],
  package: [
    'package',
    'footprint',
    'pcbfootprint',
    'case',
    'case/package',
    'packagetype',
    '封装',
    '封装规格',
    '封装形式',
    'フットプリント',
    'パッケージ',
  ],
  value: ['value', 'comment', 'val', 'designation', '值', '参数', '标称值', '阻值', '容值', '値', '定数'],
  description: [
    'description',
    'desc',
    'name',
    'partname',
    'characteristics',
    '描述',
    '名称',
    '物料名称',
    '品名',
    '物料描述',
    '器件名称',
    '元件名称',
    '说明',
  ],
  supplierPartNumber: [
    'supplierpartnumber',
    'supplierpart',
    'supplierpartno',
    'supplierpn',
    'supplierandref',
    'lcsc',
    'lcscpart',
    'lcscpart#',
    'lcscpartnumber',
    'jlcpcbpart#',
    'jlcpcbpart',
    'digi-key',
    'digikey',
    'digikeypart#',
    'digikeypartno',
    'digkeypartno',
    'mouser',
    'mouserpart#',
    'mouserpartno',
    'farnell',
    'sku',
    '供应商料号',
    '供应商编号',
    '立创编号',
    '立创商城编号',
    '商品编号',
    '嘉立创编号',
  ],
  dnp: ['dnp', 'donotplace', 'dnf', 'donotfit', 'nofit', '不贴', '不焊', '不贴片', '不上件'],
};

/** Normalises a heading for comparison: NFKC, lower case, without spaces, dots, underscores, colons. */
export function normalizeHeading(heading: string): string {
  return heading
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._:]+/g, '')
    .trim();
}

/** How strongly a heading names a field: 0 (not at all) to about 100 (the first synonym, exactly). */
export function scoreHeading(heading: string, field: BomField): number {
  return scoreHeadingAgainst(heading, bomFieldHeadings[field]);
}

/**
 * How strongly a heading matches a list of synonyms (strongest first): 0 (not at all) to about 100 (the first,
 * exactly). Shared with the catalogue import, whose fields have synonym lists of their own.
 */
export function scoreHeadingAgainst(heading: string, candidates: readonly string[]): number {
  const normalized = normalizeHeading(heading);
  if (!normalized) return 0;
  // "数量(pcs)", "Qty [ea]": the words before a trailing bracket count as the heading too.
  const withoutBracket = normalized.replace(/[([][^()[\]]*[)\]]$/, '');
  const exact = Math.max(candidates.indexOf(normalized), candidates.indexOf(withoutBracket));
  if (exact !== -1) return 100 - exact;
  // Prefix/suffix words ("Mfg Part No.", "Part Number (MPN)", "元件位号/Designator").
  const partial = candidates.findIndex((candidate) => {
    if (candidate.length < 3 && !/[\u3000-\u9fff]/.test(candidate)) return false;
    return normalized.startsWith(candidate) || normalized.endsWith(candidate) || normalized.includes(`/${candidate}`);
  });
  return partial === -1 ? 0 : 50 - Math.min(partial, 40);
}

/** Tells whether a heading names any BOM field. */
export function isKnownHeading(heading: string): boolean {
  return bomFields.some((field) => scoreHeading(heading, field) > 0);
}

/**
 * Maps columns to fields: each field takes the column whose heading names it most strongly, each
 * column serves one field at most (strongest pairs first).
 */
export function mapColumns(columns: string[]): BomMapping {
  return mapColumnsTo(columns, bomFieldHeadings);
}

/** Maps columns to the fields of any synonym table, as mapColumns does for a BOM's. */
export function mapColumnsTo<Field extends string>(
  columns: readonly string[],
  headings: Readonly<Record<Field, readonly string[]>>,
): Partial<Record<Field, string>> {
  const fields = Object.keys(headings) as Field[];
  const pairs: Array<{ field: Field; column: string; score: number }> = [];
  for (const column of columns) {
    for (const field of fields) {
      const score = scoreHeadingAgainst(column, headings[field]);
      if (score > 0) pairs.push({ field, column, score });
    }
  }
  pairs.sort((a, b) => b.score - a.score);
  const mapping: Partial<Record<Field, string>> = {};
  const usedColumns = new Set<string>();
  for (const pair of pairs) {
    if (mapping[pair.field] !== undefined || usedColumns.has(pair.column)) continue;
    mapping[pair.field] = pair.column;
    usedColumns.add(pair.column);
  }
  return mapping;
}
