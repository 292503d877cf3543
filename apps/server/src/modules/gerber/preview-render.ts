import type { PlotResult } from '@tracespace/core';
import { renderBoard, renderLayers, stringifySvg } from '@tracespace/core';
import type { SvgElement } from '@tracespace/renderer';

/** Solder-mask colours of the previews (the spec's solderMask options) and the silkscreen on each. */
const maskColours: Record<string, { mask: string; silk: string }> = {
  green: { mask: '#004200', silk: '#ffffff' },
  red: { mask: '#9b1111', silk: '#ffffff' },
  yellow: { mask: '#c9a400', silk: '#111111' },
  blue: { mask: '#0b3a8c', silk: '#ffffff' },
  white: { mask: '#f2f2f2', silk: '#111111' },
  black: { mask: '#111111', silk: '#ffffff' },
  matte_black: { mask: '#262626', silk: '#e6e6e6' },
};

// The colours @tracespace/core draws with, replaced by the chosen ones.
const coreMaskFill = '#004200';
const coreSilkColour = '#fff';

/**
 * Renders the top and bottom views as SVG (the bottom mirrored, as seen from below) with
 * @tracespace/core, in the chosen solder-mask colour. Layers in other units than the outline (or
 * the majority) are left out of the picture, since the renderer does not convert units.
 */
export function renderBoardPreviews(
  plotted: PlotResult,
  options: {
    solderMask: string;
    referenceUnits: 'mm' | 'in' | undefined;
    onMixedUnits: (name: string) => void;
    nameOf: (id: string) => string;
  },
): { top: string; bottom: string } {
  const unitsOf = (id: string) => plotted.plotTreesById[id]?.units;
  const reference = options.referenceUnits ?? majorityUnits(plotted.layers.map((layer) => unitsOf(layer.id)));
  const layers = plotted.layers.filter((layer) => {
    const isSameUnits = unitsOf(layer.id) === reference;
    if (!isSameUnits && layer.type !== 'drawing') options.onMixedUnits(options.nameOf(layer.id));
    return isSameUnits;
  });
  const colours = maskColours[options.solderMask] ?? { mask: coreMaskFill, silk: '#ffffff' };
  // The board views draw top and bottom layers and drills only: inner copper and drawings are not rendered.
  const drawn = layers.filter((layer) => layer.type !== 'drawing' && layer.side !== 'inner');
  const board = renderBoard(renderLayers({ ...plotted, layers: drawn }));
  return {
    top: stringifyPreview(recolour(board.top, colours)),
    bottom: stringifyPreview(recolour(board.bottom, colours)),
  };
}

// Attribute names of the properties tracespace's renderer sets (hast property → SVG attribute).
const attributeNames: Record<string, string> = {
  version: 'version',
  xmlns: 'xmlns',
  xmlnsXLink: 'xmlns:xlink',
  strokeLineCap: 'stroke-linecap',
  strokeLineJoin: 'stroke-linejoin',
  strokeWidth: 'stroke-width',
  fillRule: 'fill-rule',
  clipRule: 'clip-rule',
  clipPath: 'clip-path',
  fill: 'fill',
  stroke: 'stroke',
  viewBox: 'viewBox',
  id: 'id',
  x: 'x',
  y: 'y',
  width: 'width',
  height: 'height',
  rx: 'rx',
  ry: 'ry',
  cx: 'cx',
  cy: 'cy',
  r: 'r',
  d: 'd',
  points: 'points',
  opacity: 'opacity',
  color: 'color',
  mask: 'mask',
  transform: 'transform',
};
const svgTags = new Set(['svg', 'g', 'defs', 'mask', 'clipPath', 'rect', 'circle', 'polygon', 'path']);
const safeValue = /^[\w #(),.:/+-]*$/;

class UnexpectedSvgNode extends Error {}

/**
 * Serialises a rendered preview as hast-util-to-html (stringifySvg) does for the elements and attributes the
 * renderer makes, several times faster; anything else (text, other attributes, characters to escape) falls
 * back to stringifySvg. gerber-fast-paths.test.ts checks both give the same text on real boards.
 */
export function stringifyPreview(element: SvgElement): string {
  try {
    const parts: string[] = [];
    appendElement(element, parts);
    return parts.join('');
  } catch (error) {
    if (error instanceof UnexpectedSvgNode) return stringifySvg(element);
    throw error;
  }
}

function appendElement(node: unknown, parts: string[]): void {
  const element = node as {
    type?: string;
    tagName?: string;
    properties?: Record<string, unknown>;
    children?: unknown[];
  };
  if (element.type !== 'element' || !element.tagName || !svgTags.has(element.tagName)) throw new UnexpectedSvgNode();
  let open = `<${element.tagName}`;
  for (const [property, value] of Object.entries(element.properties ?? {})) {
    if (value === undefined || value === null) continue;
    const name = attributeNames[property];
    if (!name) throw new UnexpectedSvgNode();
    let text: string;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new UnexpectedSvgNode();
      text = String(value);
    } else if (typeof value === 'string' && safeValue.test(value)) {
      text = value;
    } else {
      throw new UnexpectedSvgNode();
    }
    open += ` ${name}="${text}"`;
  }
  parts.push(`${open}>`);
  for (const child of element.children ?? []) appendElement(child, parts);
  parts.push(`</${element.tagName}>`);
}

function majorityUnits(units: Array<'mm' | 'in' | undefined>): 'mm' | 'in' {
  const inches = units.filter((unit) => unit === 'in').length;
  const millimetres = units.filter((unit) => unit === 'mm').length;
  return inches > millimetres ? 'in' : 'mm';
}

/** Replaces the renderer's mask fill and silkscreen colour throughout the element tree. */
function recolour(element: SvgElement, colours: { mask: string; silk: string }): SvgElement {
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const properties = (node as { properties?: Record<string, unknown> }).properties;
    if (properties) {
      if (properties.fill === coreMaskFill) properties.fill = colours.mask;
      if (properties.color === coreSilkColour) properties.color = colours.silk;
    }
    const children = (node as { children?: unknown[] }).children;
    if (Array.isArray(children)) for (const child of children) walk(child);
  };
  walk(element);
  return element;
}
