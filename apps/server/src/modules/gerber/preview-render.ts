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
  const board = renderBoard(renderLayers({ ...plotted, layers }));
  return {
    top: stringifySvg(recolour(board.top, colours)),
    bottom: stringifySvg(recolour(board.bottom, colours)),
  };
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
