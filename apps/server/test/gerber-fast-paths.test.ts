import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { plot, renderBoard, renderLayers, stringifySvg } from '@tracespace/core';
import { parse as parseWithTracespace } from '@tracespace/parser';
import { describe, expect, it } from 'vitest';
import { unzipSafely } from '../src/modules/files/safe-unzip.ts';
import { parseGerberFast } from '../src/modules/gerber/gerber-fast-parse.ts';
import { stringifyPreview } from '../src/modules/gerber/preview-render.ts';
import { sharedFixturesDir } from './helpers/shared-fixtures.ts';

// The fast paths must give exactly what tracespace gives: the same tree (positions included) for every file of
// every fixture and hold-out set, and the same SVG text for the board previews.
//
// Parsing all 300-odd files with tracespace took 23 s of every run, so its trees are kept as SHA-256 digests of their
// JSON in fixtures/tracespace-trees.json, with the version of @tracespace/parser that made them: a new version fails
// the test until the digests are made again (UPDATE_TRACESPACE_TREES=1 npx vitest run --project server
// gerber-fast-paths). A file whose digest differs is parsed by tracespace again, so the failure names the file.
const setDirs = [`${sharedFixturesDir}/gerber`, `${sharedFixturesDir}/holdout/gerber`];
const textFiles = setDirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.zip'))
    .flatMap((zip) =>
      unzipSafely(new Uint8Array(readFileSync(`${dir}/${zip}`)))
        .entries.filter((entry) => !entry.data.subarray(0, 8192).includes(0))
        .map((entry) => ({ name: `${zip}/${entry.name}`, text: new TextDecoder('latin1').decode(entry.data) })),
    ),
);

/** A parser's answer: the tree, or the error's message. */
function attempt(parser: (text: string) => unknown, text: string): unknown {
  try {
    return parser(text);
  } catch (error) {
    return { error: String(error) };
  }
}

/** Both parsers' answer: the tree, or the error's message. */
function parseBoth(text: string): { tracespace: unknown; fast: unknown } {
  return { tracespace: attempt(parseWithTracespace, text), fast: attempt(parseGerberFast, text) };
}

const digestsPath = new URL('./fixtures/tracespace-trees.json', import.meta.url);
const parserVersion = readPackageVersion('@tracespace/parser');
type TracespaceDigests = { parserVersion: string; trees: Record<string, string> };

/** The installed version of a package whose exports hide its package.json: the nearest one above its entry. */
function readPackageVersion(name: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve(name)));
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (parsed.name === name && parsed.version) return parsed.version;
    }
    dir = path.dirname(dir);
  }
  throw new Error(`no package.json of ${name}`);
}

function digestOf(tree: unknown): string {
  return createHash('sha256').update(JSON.stringify(tree)).digest('hex');
}

function readTracespaceDigests(): TracespaceDigests {
  return JSON.parse(readFileSync(digestsPath, 'utf8')) as TracespaceDigests;
}

function writeTracespaceDigests(): void {
  const trees = Object.fromEntries(
    [...textFiles]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((file) => [file.name, digestOf(attempt(parseWithTracespace, file.text))]),
  );
  writeFileSync(digestsPath, `${JSON.stringify({ parserVersion, trees }, null, 2)}\n`);
}

describe('fast Gerber parser', { timeout: 300_000 }, () => {
  it('gives tracespace’s tree for every file of the fixture and hold-out sets', () => {
    expect(textFiles.length).toBeGreaterThan(100);
    if (process.env.UPDATE_TRACESPACE_TREES) writeTracespaceDigests();
    const recorded = readTracespaceDigests();
    expect(recorded.parserVersion, 'digests made by another @tracespace/parser: make them again').toBe(parserVersion);
    expect(Object.keys(recorded.trees).sort()).toEqual(textFiles.map((file) => file.name).sort());
    const differing = textFiles.filter((file) => {
      if (digestOf(attempt(parseGerberFast, file.text)) === recorded.trees[file.name]) return false;
      // Confirmed against tracespace itself, so a stale digest cannot pass or fail a file on its own.
      const { tracespace, fast } = parseBoth(file.text);
      return JSON.stringify(tracespace) !== JSON.stringify(fast);
    });
    expect(differing.map((file) => file.name)).toEqual([]);
  });

  it('reads an aperture macro statement by statement, node for node and position for position as tracespace', () => {
    // Issue 33: tracespace reads a macro as one statement, in a time that grows with the square of its length; the
    // fast path reads its statements in batches. Primitives, variables, comments, a long outline, odd spacing.
    const outline = `4,1,40,${Array.from({ length: 41 }, (_, index) => `${index}.125,-${index % 7}.5`).join(',')},0*`;
    const body = [
      '0 a comment, with words*',
      ...Array.from({ length: 150 }, (_, index) => `1,1,$1,${index}.5,0*\n`),
      '$2=$1x2+0.25*',
      ' 21,1,$2,$1,0,0,45*\r\n',
      outline,
      '\n5,1,8,0,0,1.08239X$1,22.5*',
    ].join('');
    const text = `%FSLAX46Y46*%\n%MOMM*%\nG04 before*\n%AMBIG*${body}%\n%AMSMALL*1,1,0.5,0,0*%\n%ADD10BIG,0.5*%\nD10*\nX0Y0D03*\nM02*\n`;
    const { tracespace, fast } = parseBoth(text);
    expect(fast).toEqual(tracespace);
    const macro = (fast as { children: Array<{ type: string; children?: unknown[] }> }).children.find(
      (node) => node.type === 'toolMacro',
    );
    expect(macro?.children?.length).toBeGreaterThan(150);
  });

  it('keeps tracespace’s digests true: a sample of files parsed by tracespace again gives them', () => {
    const recorded = readTracespaceDigests();
    // Every 25th file, in name order: a stale or hand-edited digest file shows here.
    const sample = [...textFiles]
      .sort((a, b) => a.name.localeCompare(b.name))
      .filter((_file, index) => index % 25 === 0);
    expect(sample.length).toBeGreaterThan(5);
    for (const file of sample) {
      expect(digestOf(attempt(parseWithTracespace, file.text)), file.name).toBe(recorded.trees[file.name]);
    }
  });

  it.each([
    ['comments holding codes and words', 'G04 Fmt D10 X1 INCH 50%*\n%FSLAX24Y24*%\n%MOIN*%\nD10*\nX1Y2D03*\nM02*\n'],
    [
      'X2 attributes, G54, modes, no D code',
      '%TF.FileFunction,Copper,L1,Top*%\n%TO.C,R1*%\nG54D10*\nG01X5Y5*\nG75*\nG36*\nX1Y1D01*\nG37*\n%TD*%\n',
    ],
    [
      'a macro and step-repeat (handed to tracespace)',
      '%FSLAX24Y24*%\n%AMOC8*\n5,1,8,0,0,1.08X$1,22.5*\n%\n%ADD12OC8,0.06*%\n%SRX2Y1I1J0*%\nD12*\nX0Y0D03*\n%SR*%\nM02*\n',
    ],
    [
      'statements tracespace drops (spaces, two apertures in one block, G00)',
      '%FSLAX24Y24*%\nX1 Y2D01*\n%ADD10C,0.1*ADD11C,0.2*%\nG00X1Y1D02*\nX1Y1D03*\n',
    ],
    ['an unclosed block at the end', '%FSLAX24Y24*%\nX1Y1D03*\n%ADD10C,0.1*X5Y5D03*'],
    ['an Excellon drill file', 'M48\nINCH,TZ\nT1C0.035\n%\nT1\nX001Y001\nM30\n'],
    ['old Mac line ends', '%FSLAX24Y24*%\rX1Y1D03*\r'],
    ['no statement at all', 'hello world\n'],
  ])('agrees with tracespace on %s', (_name, text) => {
    const { tracespace, fast } = parseBoth(text);
    expect(fast).toEqual(tracespace);
  });
});

describe('preview serialiser', { timeout: 300_000 }, () => {
  it('writes the same SVG as stringifySvg for the boards of the fixture sets', () => {
    const dir = `${sharedFixturesDir}/gerber`;
    for (const zip of readdirSync(dir).filter((name) => name.endsWith('.zip'))) {
      const { entries } = unzipSafely(new Uint8Array(readFileSync(`${dir}/${zip}`)));
      const layers = entries.flatMap((entry, index) => {
        const type = /\.(gtl|cmp|gbl|sol)$|_cu\.gbr$/i.test(entry.name)
          ? 'copper'
          : /(drl|drd|txt)$/i.test(entry.name)
            ? 'drill'
            : undefined;
        if (!type) return [];
        try {
          const tree = parseGerberFast(new TextDecoder('latin1').decode(entry.data));
          const side = type === 'drill' ? 'all' : /\.(gtl|cmp)$|f_cu/i.test(entry.name) ? 'top' : 'bottom';
          return [{ layer: { id: `layer-${index}`, filename: entry.name, type, side } as const, tree }];
        } catch {
          return [];
        }
      });
      const plotted = plot({
        layers: layers.map((entry) => entry.layer),
        parseTreesById: Object.fromEntries(layers.map((entry) => [entry.layer.id, entry.tree])),
      });
      const board = renderBoard(renderLayers(plotted));
      for (const side of [board.top, board.bottom]) expect(stringifyPreview(side), zip).toBe(stringifySvg(side));
    }
  });
});
