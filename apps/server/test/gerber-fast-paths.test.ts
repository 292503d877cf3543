import { readdirSync, readFileSync } from 'node:fs';
import { plot, renderBoard, renderLayers, stringifySvg } from '@tracespace/core';
import { parse as parseWithTracespace } from '@tracespace/parser';
import { describe, expect, it } from 'vitest';
import { unzipSafely } from '../src/modules/files/safe-unzip.ts';
import { parseGerberFast } from '../src/modules/gerber/gerber-fast-parse.ts';
import { stringifyPreview } from '../src/modules/gerber/preview-render.ts';
import { sharedFixturesDir } from './helpers/shared-fixtures.ts';

// The fast paths must give exactly what tracespace gives: the same tree (positions included) for every file of
// every fixture and hold-out set, and the same SVG text for the board previews.
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

/** Both parsers' answer: the tree, or the error's message. */
function parseBoth(text: string): { tracespace: unknown; fast: unknown } {
  const attempt = (parser: (text: string) => unknown) => {
    try {
      return parser(text);
    } catch (error) {
      return { error: String(error) };
    }
  };
  return { tracespace: attempt(parseWithTracespace), fast: attempt(parseGerberFast) };
}

describe('fast Gerber parser', { timeout: 300_000 }, () => {
  it('gives tracespace’s tree for every file of the fixture and hold-out sets', () => {
    expect(textFiles.length).toBeGreaterThan(100);
    const differing = textFiles.filter((file) => {
      const { tracespace, fast } = parseBoth(file.text);
      return JSON.stringify(tracespace) !== JSON.stringify(fast);
    });
    expect(differing.map((file) => file.name)).toEqual([]);
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
