import type { Layer } from '@tracespace/core';
import { plot as plotLayers } from '@tracespace/core';
import type { GerberTree } from '@tracespace/parser';
import type { ImageTree } from '@tracespace/plotter';
import { AppError } from '../../lib/app-error.ts';
import { unzipSafely } from '../files/safe-unzip.ts';
import { type BoxMm, joinBoxes, measureOutline, readMillimetresPerUnit, toBoxMm } from './board-geometry.ts';
import { parseGerberFast } from './gerber-fast-parse.ts';
import { checkFlashedPrimitives, checkMacroText, createGerberTally } from './gerber-limits.ts';
import {
  copperRoles,
  gerberImageRoles,
  identifyLayerByContent,
  identifyLayerByName,
  type LayerIdentity,
  type LayerRole,
} from './layer-roles.ts';
import { renderBoardPreviews } from './preview-render.ts';

/** A note about the analysis, as a message key of the server catalogue and its parameters. */
export type AnalysisWarning = {
  key:
    | 'files.warningNoOutline'
    | 'files.warningOutlineOpen'
    | 'files.warningNestedArchive'
    | 'files.warningUnreadableLayer'
    | 'files.warningUnknownFile'
    | 'files.warningNoDrill'
    | 'files.warningMixedUnits';
  params: Record<string, string | number>;
};

/** What the analysis of a Gerber set found. */
export type GerberAnalysis = {
  widthMm: number;
  heightMm: number;
  layers: number;
  files: Array<{ name: string; role: LayerRole }>;
  drills: number;
  minHoleMm: number | null;
  /** Where the size came from: the outline layer, or the extent of all layers when there is none. */
  sizeSource: 'outline' | 'extent';
  warnings: AnalysisWarning[];
};

/** The analysis with the two preview SVGs. */
export type GerberAnalysisResult = { analysis: GerberAnalysis; previewTop: string; previewBottom: string };

/** Steps of the analysis whose time a caller may record (scripts/bench/profile-gerber.mjs). */
export type AnalysisStage = 'unzip' | 'identifyAndParse' | 'plot' | 'measure' | 'render';

type ReadLayer = { id: string; name: string; identity: LayerIdentity; tree: GerberTree };

/** Holes below this are artefacts (zero-size tools, unit mix-ups), not drills. */
const smallestRealHoleMm = 0.05;

/**
 * Analyses a zipped Gerber set: unpacks it safely, names each file's role, refuses aperture macros past
 * gerber-limits.ts's limits (413), counts copper layers,
 * measures the board from its outline (or the extent of all layers, with a warning), counts drill
 * hits and the smallest hole, and renders top and bottom previews in the solder-mask colour.
 */
export function analyseGerberArchive(
  bytes: Uint8Array,
  options: { solderMask: string; recordTiming?: (stage: AnalysisStage, milliseconds: number) => void },
): GerberAnalysisResult {
  let stageStart = performance.now();
  const endStage = (stage: AnalysisStage) => {
    const now = performance.now();
    options.recordTiming?.(stage, now - stageStart);
    stageStart = now;
  };
  const { entries, ignored } = unzipSafely(bytes);
  endStage('unzip');
  const warnings: AnalysisWarning[] = [];
  const files: GerberAnalysis['files'] = [];
  const readLayers: ReadLayer[] = [];
  const tally = createGerberTally();

  for (const nested of ignored) {
    files.push({ name: nested.name, role: 'ignored' });
    if (nested.reason === 'nestedArchive')
      warnings.push({ key: 'files.warningNestedArchive', params: { name: nested.name } });
  }
  const identities = entries.map((entry) => identifyEntry(entry.name, entry.data));
  // Refusals of aperture macros past the limits come before any file is read.
  entries.forEach((entry, index) => {
    if (isReadLayer(identities[index] as IdentifiedEntry)) checkMacroText(entry.name, decodeText(entry.data), tally);
  });
  entries.forEach((entry, index) => {
    const identity = identities[index] as IdentifiedEntry;
    files.push({ name: entry.name, role: identity.role });
    if (!isReadLayer(identity)) {
      if (identity.role === 'ignored' && identity.isLayerLike)
        warnings.push({ key: 'files.warningUnknownFile', params: { name: entry.name } });
      return;
    }
    let tree: GerberTree;
    try {
      tree = parseGerberFast(decodeText(entry.data));
    } catch {
      warnings.push({ key: 'files.warningUnreadableLayer', params: { name: entry.name } });
      return;
    }
    checkFlashedPrimitives(entry.name, tree, tally); // a refusal, before the flashes are plotted
    readLayers.push({ id: `layer-${index}`, name: entry.name, identity, tree });
  });
  endStage('identifyAndParse');
  if (!readLayers.some((layer) => gerberImageRoles.includes(layer.identity.role))) {
    throw new AppError('400', 'files.gerberNoLayers');
  }

  const outlineLayer = chooseOutlineLayer(readLayers);
  const layers: Layer[] = readLayers.map((layer) => toCoreLayer(layer, layer === outlineLayer));
  const parseTreesById = Object.fromEntries(readLayers.map((layer) => [layer.id, layer.tree]));
  const plotted = plotLayers({ layers, parseTreesById });
  const plotOf = (layer: ReadLayer): ImageTree | undefined => plotted.plotTreesById[layer.id];
  endStage('plot');

  const size = measureBoard(readLayers, outlineLayer, plotOf, warnings);
  const drills = countDrills(readLayers.filter((layer) => layer.identity.role === 'drill').map(plotOf));
  if (drills.count === 0) warnings.push({ key: 'files.warningNoDrill', params: {} });
  endStage('measure');
  const previews = renderBoardPreviews(plotted, {
    solderMask: options.solderMask,
    referenceUnits: outlineLayer ? plotOf(outlineLayer)?.units : undefined,
    onMixedUnits: (name) => warnings.push({ key: 'files.warningMixedUnits', params: { name } }),
    nameOf: (id) => readLayers.find((layer) => layer.id === id)?.name ?? id,
  });
  endStage('render');

  return {
    analysis: {
      widthMm: roundMm(size.box[2] - size.box[0]),
      heightMm: roundMm(size.box[3] - size.box[1]),
      layers: countCopperLayers(readLayers),
      files,
      drills: drills.count,
      minHoleMm: drills.minHoleMm === undefined ? null : roundMm(drills.minHoleMm),
      sizeSource: size.source,
      warnings,
    },
    previewTop: previews.top,
    previewBottom: previews.bottom,
  };
}

type IdentifiedEntry = LayerIdentity & { isLayerLike: boolean };

/** Whether an entry is read as a layer (not ignored, a job file or a drawing). */
function isReadLayer(identity: IdentifiedEntry): boolean {
  return identity.role !== 'ignored' && identity.role !== 'jobFile' && identity.role !== 'drawing';
}

/** The role of one archive entry: X2 attributes first, then the name, then the content's format. */
function identifyEntry(name: string, data: Uint8Array): IdentifiedEntry {
  const byName = identifyLayerByName(name);
  if (isBinary(data)) return { role: byName?.role === 'jobFile' ? 'jobFile' : 'ignored', isLayerLike: false };
  if (byName?.role === 'jobFile') return { role: 'jobFile', isLayerLike: false };
  const byContent = identifyLayerByContent(decodeText(data.subarray(0, 64 * 1024)));
  if (!byContent) return { role: 'ignored', isLayerLike: byName !== undefined };
  if (!byContent.isGerber) return { role: 'drill', isLayerLike: true }; // Excellon, whatever the name
  if (byContent.role !== 'ignored') {
    // X2 attributes name the role. A Gerber drill map (X2 Plated/NonPlated) is drawn, not counted.
    const role = byContent.role === 'drill' ? 'drawing' : byContent.role;
    return { role, ...(byContent.copperIndex ? { copperIndex: byContent.copperIndex } : {}), isLayerLike: true };
  }
  if (!byName) return { role: 'ignored', isLayerLike: byContent.isGerber };
  if (byName.role === 'drill') return { role: 'drawing', isLayerLike: true }; // a Gerber named like a drill
  return { ...byName, isLayerLike: true };
}

/** The outline to measure: KiCad Edge_Cuts / X2 profile first, then mechanical and mill layers, keep-out last. */
function chooseOutlineLayer(layers: ReadLayer[]): ReadLayer | undefined {
  const rank = (layer: ReadLayer) => {
    const name = layer.name.toLowerCase();
    if (/edge[._]cuts|profile/.test(name)) return 0;
    if (/\.gko$/.test(name)) return 2;
    return 1;
  };
  return layers
    .filter((layer) => layer.identity.role === 'outline')
    .sort((a, b) => rank(a) - rank(b))
    .find((layer) => layer.tree.children.length > 0);
}

function toCoreLayer(layer: ReadLayer, isChosenOutline: boolean): Layer {
  const role = layer.identity.role;
  const base = { id: layer.id, filename: layer.name };
  switch (role) {
    case 'topCopper':
      return { ...base, type: 'copper', side: 'top' };
    case 'bottomCopper':
      return { ...base, type: 'copper', side: 'bottom' };
    case 'innerCopper':
      return { ...base, type: 'copper', side: 'inner' };
    case 'topSolderMask':
      return { ...base, type: 'soldermask', side: 'top' };
    case 'bottomSolderMask':
      return { ...base, type: 'soldermask', side: 'bottom' };
    case 'topSilkscreen':
      return { ...base, type: 'silkscreen', side: 'top' };
    case 'bottomSilkscreen':
      return { ...base, type: 'silkscreen', side: 'bottom' };
    case 'topPaste':
      return { ...base, type: 'solderpaste', side: 'top' };
    case 'bottomPaste':
      return { ...base, type: 'solderpaste', side: 'bottom' };
    case 'drill':
      return { ...base, type: 'drill', side: 'all' };
    case 'outline':
      return isChosenOutline ? { ...base, type: 'outline', side: 'all' } : { ...base, type: 'drawing', side: null };
    default:
      return { ...base, type: 'drawing', side: null };
  }
}

/** The board box: the chosen outline's centre line, else the extent of every drawn layer (warned). */
function measureBoard(
  layers: ReadLayer[],
  outline: ReadLayer | undefined,
  plotOf: (layer: ReadLayer) => ImageTree | undefined,
  warnings: AnalysisWarning[],
): { box: BoxMm; source: 'outline' | 'extent' } {
  const outlinePlot = outline ? plotOf(outline) : undefined;
  const measured = outlinePlot ? measureOutline(outlinePlot) : undefined;
  if (measured && measured.box[2] - measured.box[0] > 1 && measured.box[3] - measured.box[1] > 1) {
    if (!measured.isClosed) warnings.push({ key: 'files.warningOutlineOpen', params: {} });
    return { box: measured.box, source: 'outline' };
  }
  const extent = joinBoxes(
    layers
      .filter((layer) => gerberImageRoles.includes(layer.identity.role) || layer.identity.role === 'drill')
      .map((layer) => {
        const tree = plotOf(layer);
        return tree ? toBoxMm(tree.size, readMillimetresPerUnit(tree)) : undefined;
      }),
  );
  if (!extent) throw new AppError('400', 'files.gerberNoLayers');
  warnings.push({ key: 'files.warningNoOutline', params: {} });
  return { box: extent, source: 'extent' };
}

/** Drill hits (flashes and slots) of the drill files and the smallest hole, in mm. */
function countDrills(plots: Array<ImageTree | undefined>): { count: number; minHoleMm: number | undefined } {
  let count = 0;
  let minHoleMm: number | undefined;
  const consider = (diameterMm: number) => {
    if (diameterMm >= smallestRealHoleMm && (minHoleMm === undefined || diameterMm < minHoleMm)) minHoleMm = diameterMm;
  };
  for (const tree of plots) {
    if (!tree) continue;
    const scale = readMillimetresPerUnit(tree);
    for (const graphic of tree.children) {
      if (graphic.type === 'imageShape') {
        const shape = graphic.shape;
        if (shape.type === 'circle') {
          count += 1;
          consider(shape.r * 2 * scale);
        } else if (shape.type === 'rectangle') {
          count += 1;
          consider(Math.min(shape.xSize, shape.ySize) * scale);
        }
      } else if (graphic.type === 'imagePath' && graphic.width > 0) {
        count += 1;
        consider(graphic.width * scale);
      }
    }
  }
  return { count, minHoleMm };
}

/** Copper layers: top and bottom once each, plus each distinct inner layer. */
function countCopperLayers(layers: ReadLayer[]): number {
  const copper = layers.filter((layer) => copperRoles.includes(layer.identity.role));
  const hasTop = copper.some((layer) => layer.identity.role === 'topCopper');
  const hasBottom = copper.some((layer) => layer.identity.role === 'bottomCopper');
  const inner = new Set(
    copper
      .filter((layer) => layer.identity.role === 'innerCopper')
      .map((layer) => (layer.identity.copperIndex === undefined ? layer.name : `L${layer.identity.copperIndex}`)),
  );
  return (hasTop ? 1 : 0) + (hasBottom ? 1 : 0) + inner.size;
}

function isBinary(data: Uint8Array): boolean {
  const head = data.subarray(0, 8192);
  return head.includes(0);
}

function decodeText(data: Uint8Array): string {
  return new TextDecoder('latin1').decode(data);
}

function roundMm(value: number): number {
  return Math.round(value * 100) / 100;
}
