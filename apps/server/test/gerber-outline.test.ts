import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { analyseGerberArchive } from '../src/modules/gerber/gerber-analysis.ts';
import { identifyLayerByContent, identifyLayerByName } from '../src/modules/gerber/layer-roles.ts';
import { zipEntries } from './fixtures/hostile-files.ts';

const metric = (body: string) =>
  strToU8(`%FSLAX46Y46*%\n%MOMM*%\n%ADD10C,0.200000*%\n%LPD*%\nG75*\nD10*\n${body}M02*\n`);
const inch = (body: string) => strToU8(`%FSLAX24Y24*%\n%MOIN*%\n%ADD10C,0.0080*%\n%LPD*%\nG75*\nD10*\n${body}M02*\n`);
const mm = (value: number) => Math.round(value * 1e6);
const copper = metric('X5000000Y5000000D03*\n');

/** Analyses a set held in memory (the same function the worker runs). */
const analyse = (entries: Record<string, Uint8Array>) =>
  analyseGerberArchive(zipEntries(entries), { solderMask: 'green' }).analysis;

describe('board outline measurement', () => {
  it('measures a rounded rectangle drawn with arcs on its centre line (metric)', () => {
    const outline = metric(
      [
        `X${mm(2)}Y0D02*`,
        `G01X${mm(28)}Y0D01*`,
        `G03X${mm(30)}Y${mm(2)}I0J${mm(2)}D01*`,
        `G01X${mm(30)}Y${mm(18)}D01*`,
        `G03X${mm(28)}Y${mm(20)}I-${mm(2)}J0D01*`,
        `G01X${mm(2)}Y${mm(20)}D01*`,
        `G03X0Y${mm(18)}I0J-${mm(2)}D01*`,
        `G01X0Y${mm(2)}D01*`,
        `G03X${mm(2)}Y0I${mm(2)}J0D01*`,
        '',
      ].join('\n'),
    );
    const analysis = analyse({ 'b.gtl': copper, 'b.gko': outline });
    expect([analysis.widthMm, analysis.heightMm]).toEqual([30, 20]);
    expect(analysis.warnings).toEqual([{ key: 'files.warningNoDrill', params: {} }]);
  });

  it('measures a round board (one full-circle arc) in inches', () => {
    const circle = inch('X10000Y5000D02*\nG03X10000Y5000I-5000J0D01*\n'); // centre (0.5, 0.5), r 0.5 in
    const analysis = analyse({ 'c.gtl': copper, 'c.gm1': circle });
    expect(analysis.widthMm).toBeCloseTo(25.4, 2);
    expect(analysis.heightMm).toBeCloseTo(25.4, 2);
    expect(analysis.sizeSource).toBe('outline');
  });

  it('joins an outline drawn in pieces with small gaps, and leaves out notes drawn far away', () => {
    const pieces = metric(
      [
        'X0Y0D02*',
        `X${mm(49.9)}Y0D01*`, // 0.1 mm gap to the next piece
        `X${mm(50)}Y${mm(0.1)}D02*`,
        `X${mm(50)}Y${mm(30)}D01*`,
        `X${mm(49.4)}Y${mm(30)}D02*`, // 0.6 mm gap: not joined end to end, but next to the board
        `X0Y${mm(30)}D01*`,
        `X0Y${mm(29.9)}D02*`,
        'X0Y0D01*',
        `X${mm(80)}Y${mm(80)}D02*`, // a note 30 mm beyond the board
        `X${mm(95)}Y${mm(80)}D01*`,
        '',
      ].join('\n'),
    );
    const analysis = analyse({ 'p.gtl': copper, 'p-Edge_Cuts.gbr': pieces });
    expect([analysis.widthMm, analysis.heightMm]).toEqual([50, 30]);
    expect(analysis.warnings.map((warning) => warning.key)).toContain('files.warningOutlineOpen');
  });

  it('falls back to the extent of the layers, with a warning, when there is no outline', () => {
    const analysis = analyse({ 'n.gtl': metric(`X0Y0D02*\nX${mm(12)}Y${mm(7)}D01*\n`) });
    expect(analysis.sizeSource).toBe('extent');
    expect(analysis.widthMm).toBeCloseTo(12.2, 1); // with the 0.2 mm stroke
    expect(analysis.warnings.map((warning) => warning.key)).toContain('files.warningNoOutline');
  });

  it('refuses an archive without any Gerber layer', () => {
    expect(() => analyse({ 'readme.txt': strToU8('hello') })).toThrow(/files.gerberNoLayers/);
  });
});

describe('layer roles', () => {
  it.each([
    ['board.GTL', 'topCopper'],
    ['board.gbl', 'bottomCopper'],
    ['board.G1', 'innerCopper'],
    ['board.G30', 'innerCopper'],
    ['board.GP1', 'innerCopper'],
    ['board.GL2', 'innerCopper'],
    ['board.GKO', 'outline'],
    ['board.GM1', 'outline'],
    ['board.GML', 'outline'],
    ['board.GTO', 'topSilkscreen'],
    ['board.GBS', 'bottomSolderMask'],
    ['board.GTP', 'topPaste'],
    ['x.cmp', 'topCopper'],
    ['x.sol', 'bottomCopper'],
    ['x.plc', 'topSilkscreen'],
    ['x.pls', 'bottomSilkscreen'],
    ['x.stc', 'topSolderMask'],
    ['x.sts', 'bottomSolderMask'],
    ['x.drd', 'drill'],
    ['x.xln', 'drill'],
    ['x.drl', 'drill'],
    ['proj-F_Cu.gbr', 'topCopper'],
    ['proj-B.Cu.gbr', 'bottomCopper'],
    ['proj-In3_Cu.gbr', 'innerCopper'],
    ['proj-Edge_Cuts.gbr', 'outline'],
    ['proj-F_Fab.gbr', 'drawing'],
    ['Top_Silk.gbr', 'topSilkscreen'],
    ['Ln4_Cu.gbr', 'innerCopper'],
    ['Dimension.gbr', 'outline'],
    ['job.gbrjob', 'jobFile'],
  ])('%s → %s', (name, role) => {
    expect(identifyLayerByName(name)?.role).toBe(role);
  });

  it('leaves .txt and unknown names to the content', () => {
    expect(identifyLayerByName('readme.txt')).toBeUndefined();
    expect(identifyLayerByName('layer.gbr')).toBeUndefined();
    expect(identifyLayerByContent('%TF.FileFunction,Copper,L2,Inr*%\n%FSLAX46Y46*%')).toMatchObject({
      role: 'innerCopper',
      copperIndex: 2,
    });
    expect(identifyLayerByContent('G04 #@! TF.FileFunction,Soldermask,Bot*\n')).toMatchObject({
      role: 'bottomSolderMask',
    });
    expect(identifyLayerByContent('%\nM48\nT1C0.3\n%\nX1Y1\nM30\n')).toMatchObject({ role: 'drill', isGerber: false });
    expect(identifyLayerByContent('This is a licence text.')).toBeUndefined();
  });
});
