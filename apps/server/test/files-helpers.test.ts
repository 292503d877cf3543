import { describe, expect, it } from 'vitest';
import { mapColumns } from '../src/modules/bom/bom-columns.ts';
import { expandDesignators, parseQuantity } from '../src/modules/bom/bom-lines.ts';
import { buildContentDisposition, sanitizeFileName } from '../src/modules/files/file-names.ts';
import { detectFileSignature } from '../src/modules/files/file-signature.ts';

describe('file names', () => {
  it.each([
    ['board.zip', 'board.zip'],
    ['C:\\Users\\me\\板子 v2.zip', '板子 v2.zip'],
    ['../../etc/passwd', 'passwd'],
    ['a\u202Egpj.exe', 'agpj.exe'], // right-to-left override removed
    ['  ..hidden.csv ', 'hidden.csv'],
    ['x<y>:"|?*.csv', 'x_y______.csv'],
    ['', 'fallback.zip'],
    ['...', 'fallback.zip'],
  ])('sanitises %j to %j', (name, expected) => {
    expect(sanitizeFileName(name, 'fallback.zip')).toBe(expected);
  });

  it('keeps the extension when shortening a long name', () => {
    const name = sanitizeFileName(`${'x'.repeat(500)}.xlsx`, 'f');
    expect(name.length).toBe(180);
    expect(name.endsWith('.xlsx')).toBe(true);
  });

  it('builds Content-Disposition with an ASCII fallback and RFC 5987 filename*', () => {
    expect(buildContentDisposition('物料 (1).csv')).toBe(
      `attachment; filename="__ (1).csv"; filename*=UTF-8''%E7%89%A9%E6%96%99%20%281%29.csv`,
    );
    expect(buildContentDisposition('a";b.csv')).toBe(`attachment; filename="a__b.csv"; filename*=UTF-8''a%22%3Bb.csv`);
  });

  it('reads file kinds from magic bytes', () => {
    const bytes = (...values: number[]) => new Uint8Array(values);
    expect(detectFileSignature(bytes(0x50, 0x4b, 0x03, 0x04))).toBe('zip');
    expect(detectFileSignature(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('ole2');
    expect(detectFileSignature(bytes(0x4d, 0x5a, 0x90, 0x00))).toBe('executable');
    expect(detectFileSignature(bytes(0x7f, 0x45, 0x4c, 0x46))).toBe('executable');
    expect(detectFileSignature(new TextEncoder().encode('#!/bin/sh\nrm -rf /'))).toBe('executable');
    expect(detectFileSignature(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(detectFileSignature(bytes(0x41, 0x00, 0x42))).toBe('otherBinary');
    expect(detectFileSignature(bytes(0xff, 0xfe, 0x41, 0x00))).toBe('text'); // UTF-16 with BOM
    expect(detectFileSignature(new TextEncoder().encode('位号,数量\nR1,1\n'))).toBe('text');
  });
});

describe('BOM cells', () => {
  it.each([
    ['R1,R2-R4', 4],
    ['R1, R2, R3', 3],
    ['C1 C14 C19 ', 3],
    ['R5~R8', 4],
    ['R10-12', 3],
    ['U1；U2、U3', 3],
    ['R1,R1', 1],
    ['PGM/DBG1', 1],
    ['REF**', 1],
    ['R4-R2', 1], // not a range when it runs backwards: kept as one name
  ])('counts %j as %i designators', (text, count) => {
    expect(expandDesignators(text)).toHaveLength(count);
  });

  it.each([
    ['4', 4],
    ['1,000', 1000],
    ['2.5', 2.5],
    ['10 pcs', 10],
    ['10个', 10],
    ['-', null],
    ['', null],
  ])('reads quantity %j as %j', (text, value) => {
    expect(parseQuantity(text)).toBe(value);
  });

  it('maps English, Chinese and Japanese headings, each column once', () => {
    expect(mapColumns(['位号', '数量', '型号', '品牌', '封装', '描述', '值', '立创编号'])).toEqual({
      designator: '位号',
      quantity: '数量',
      mpn: '型号',
      manufacturer: '品牌',
      package: '封装',
      description: '描述',
      value: '值',
      supplierPartNumber: '立创编号',
    });
    expect(
      mapColumns(['Ref Des', 'Qty.', 'Manufacturer Part Number', 'Manufacturer', 'Case/Package', 'Digi-Key']),
    ).toEqual({
      designator: 'Ref Des',
      quantity: 'Qty.',
      mpn: 'Manufacturer Part Number',
      manufacturer: 'Manufacturer',
      package: 'Case/Package',
      supplierPartNumber: 'Digi-Key',
    });
    expect(mapColumns(['用量', '料号', '厂家', '名称'])).toEqual({
      quantity: '用量',
      mpn: '料号',
      manufacturer: '厂家',
      description: '名称',
    });
  });
});
