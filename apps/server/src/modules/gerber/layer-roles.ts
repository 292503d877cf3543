import type { LayerRole } from '@boardforge/contracts/files.ts';

export type { LayerRole } from '@boardforge/contracts/files.ts';

/** Roles of copper layers. */
export const copperRoles: readonly LayerRole[] = ['topCopper', 'innerCopper', 'bottomCopper'];

/** Roles drawn by the Gerber plotter (everything but drills, job files and ignored files). */
export const gerberImageRoles: readonly LayerRole[] = [
  'topCopper',
  'innerCopper',
  'bottomCopper',
  'topSolderMask',
  'bottomSolderMask',
  'topSilkscreen',
  'bottomSilkscreen',
  'topPaste',
  'bottomPaste',
  'outline',
];

/** A role, and for copper the layer's number when the file says it (X2 `Copper,L2`). */
export type LayerIdentity = { role: LayerRole; copperIndex?: number };

const extensionRoles: Record<string, LayerRole> = {
  gtl: 'topCopper',
  gbl: 'bottomCopper',
  gto: 'topSilkscreen',
  gbo: 'bottomSilkscreen',
  gts: 'topSolderMask',
  gbs: 'bottomSolderMask',
  gtp: 'topPaste',
  gbp: 'bottomPaste',
  gko: 'outline',
  gml: 'outline',
  gm: 'outline',
  mil: 'outline',
  oln: 'outline',
  out: 'outline',
  outline: 'outline',
  dim: 'outline',
  bor: 'outline',
  cmp: 'topCopper',
  top: 'topCopper',
  sol: 'bottomCopper',
  bot: 'bottomCopper',
  plc: 'topSilkscreen',
  pls: 'bottomSilkscreen',
  stc: 'topSolderMask',
  sts: 'bottomSolderMask',
  crc: 'topPaste',
  crs: 'bottomPaste',
  smt: 'topSolderMask',
  smb: 'bottomSolderMask',
  sst: 'topSilkscreen',
  ssb: 'bottomSilkscreen',
  spt: 'topPaste',
  spb: 'bottomPaste',
  drl: 'drill',
  drd: 'drill',
  xln: 'drill',
  exc: 'drill',
  xnc: 'drill',
  ncd: 'drill',
  tap: 'drill',
  drill: 'drill',
  gbrjob: 'jobFile',
};

/** Generic Gerber extensions: the role comes from the rest of the name or the content. */
const genericGerberExtensions = new Set(['gbr', 'ger', 'gerber', 'pho', 'art', 'grb', 'gb', 'geb', 'phd', 'spl']);

/**
 * Identifies a file from its name alone: Protel/Altium extensions (.GTL … .G1–.G30, .GP1, .GM1),
 * Eagle extensions (.cmp .sol .plc .stc .drd …), KiCad names (F_Cu, In1_Cu, Edge_Cuts …) and common
 * words (top, bottom, inner, outline, dimension, mask, silk, paste). Undefined when the name says nothing.
 */
export function identifyLayerByName(fileName: string): LayerIdentity | undefined {
  const baseName = fileName.split('/').pop() ?? fileName;
  const dot = baseName.lastIndexOf('.');
  const extension = dot > 0 ? baseName.slice(dot + 1).toLowerCase() : '';
  const stem = (dot > 0 ? baseName.slice(0, dot) : baseName).toLowerCase();

  const kicad = identifyKicadName(stem);
  if (kicad) return kicad;

  const inner = /^(?:g|gl|gp|ly|l|in|g0?)(\d{1,2})$/.exec(extension);
  if (inner && !['gm', 'gml'].includes(extension)) {
    const number = Number(inner[1]);
    if (number >= 1 && number <= 30) return { role: 'innerCopper', copperIndex: number };
  }
  if (/^gm\d{1,2}$/.test(extension)) return { role: 'outline' };
  const byExtension = extensionRoles[extension];
  if (byExtension) return { role: byExtension };
  if (extension === 'txt' || extension === 'nc') return undefined; // drill or readme: the content decides
  if (extension !== '' && !genericGerberExtensions.has(extension)) return undefined;
  return identifyByWords(stem);
}

/** KiCad layer names in a file name: F_Cu, B.Cu, In2_Cu, Edge_Cuts, F_Mask, B_SilkS, F_Paste, -PTH/-NPTH drills. */
function identifyKicadName(stem: string): LayerIdentity | undefined {
  const normalized = stem.replace(/\./g, '_');
  const rules: Array<[RegExp, LayerIdentity]> = [
    [/(^|[-_ ])f_cu$/, { role: 'topCopper' }],
    [/(^|[-_ ])b_cu$/, { role: 'bottomCopper' }],
    [/(^|[-_ ])edge_cuts$/, { role: 'outline' }],
    [/(^|[-_ ])f_(mask|soldermask)$/, { role: 'topSolderMask' }],
    [/(^|[-_ ])b_(mask|soldermask)$/, { role: 'bottomSolderMask' }],
    [/(^|[-_ ])f_(silks|silkscreen|silk)$/, { role: 'topSilkscreen' }],
    [/(^|[-_ ])b_(silks|silkscreen|silk)$/, { role: 'bottomSilkscreen' }],
    [/(^|[-_ ])f_paste$/, { role: 'topPaste' }],
    [/(^|[-_ ])b_paste$/, { role: 'bottomPaste' }],
    [
      /(^|[-_ ])(f_|b_)?(fab|courtyard|crtyd|adhes|adhesive|user_\w+|dwgs_user|cmts_user|eco\d_user|margin)$/,
      { role: 'drawing' },
    ],
  ];
  for (const [pattern, identity] of rules) if (pattern.test(normalized)) return identity;
  const inner = /(^|[-_ ])in(\d{1,2})_cu$/.exec(normalized);
  if (inner) return { role: 'innerCopper', copperIndex: Number(inner[2]) + 1 };
  return undefined;
}

/** Words in a generic name (Top.gbr, Ln2_Cu.gbr, Bot_Mask.gbr, Dimension.gbr, board-outline.gbr). */
function identifyByWords(stem: string): LayerIdentity | undefined {
  const words = stem.split(/[^a-z0-9]+/).filter(Boolean);
  const has = (...candidates: string[]) => words.some((word) => candidates.includes(word));
  if (has('outline', 'dimension', 'dimensions', 'edge', 'edges', 'profile', 'contour', 'boardoutline', 'mill'))
    return { role: 'outline' };
  if (has('drill', 'drills', 'npth', 'pth')) return { role: 'drill' };
  if (has('fab', 'assembly', 'courtyard', 'drawing', 'fabrication', 'notes')) return { role: 'drawing' };
  const innerWord = words.map((word) => /^(?:ln|l|in|inner|mid|layer)(\d{1,2})$/.exec(word)).find(Boolean);
  if (innerWord?.[1]) return { role: 'innerCopper', copperIndex: Number(innerWord[1]) + 1 };
  const isTop = has('top', 'front', 'f', 't', 'cmp', 'component');
  const isBottom = has('bot', 'bottom', 'back', 'b', 'sol', 'solder');
  const side = isTop && !isBottom ? 'top' : isBottom && !isTop ? 'bottom' : undefined;
  if (!side) return undefined;
  const pick = (top: LayerRole, bottom: LayerRole): LayerIdentity => ({ role: side === 'top' ? top : bottom });
  if (has('mask', 'soldermask', 'stopmask', 'sm', 'resist')) return pick('topSolderMask', 'bottomSolderMask');
  if (has('silk', 'silks', 'silkscreen', 'legend', 'overlay', 'ss', 'print'))
    return pick('topSilkscreen', 'bottomSilkscreen');
  if (has('paste', 'cream', 'sp', 'stencil')) return pick('topPaste', 'bottomPaste');
  return pick('topCopper', 'bottomCopper');
}

/**
 * Identifies a file from its content: Gerber X2 `%TF.FileFunction` or `G04 #@! TF.FileFunction` (Copper,L1,Top · Soldermask,Bot ·
 * Legend · Paste · Profile · Plated/NonPlated drills), else an Excellon header (M48) or Excellon-looking
 * tool and coordinate lines. `isGerber` tells a plain Gerber file (the name must then say the role).
 */
export function identifyLayerByContent(text: string): (LayerIdentity & { isGerber: boolean }) | undefined {
  const head = text.slice(0, 64 * 1024);
  // X2 attribute, or its comment form (G04 #@! TF.…) that KiCad writes for X1 readers.
  const match = /%TF\.FileFunction,([^*%]*)\*?%|G04 #@! TF\.FileFunction,([^*\r\n]*)\*/i.exec(head);
  const fileFunction = match?.[1] ?? match?.[2];
  if (fileFunction) {
    const identity = identifyFileFunction(fileFunction.split(','));
    if (identity) return { ...identity, isGerber: true };
  }
  if (isExcellon(head)) return { role: 'drill', isGerber: false };
  if (isGerber(head)) return { role: 'ignored', isGerber: true };
  return undefined;
}

function identifyFileFunction(parts: string[]): LayerIdentity | undefined {
  const [kind = '', second = '', third = ''] = parts.map((part) => part.trim().toLowerCase());
  const side = (value: string) => (value.startsWith('top') ? 'top' : value.startsWith('bot') ? 'bottom' : undefined);
  switch (kind) {
    case 'copper': {
      const number = Number(/^l(\d+)$/.exec(second)?.[1]);
      const where = side(third);
      if (where === 'top') return { role: 'topCopper', copperIndex: number || 1 };
      if (where === 'bottom') return { role: 'bottomCopper', ...(number ? { copperIndex: number } : {}) };
      return { role: 'innerCopper', ...(number ? { copperIndex: number } : {}) };
    }
    case 'soldermask':
      return side(second) === 'bottom' ? { role: 'bottomSolderMask' } : { role: 'topSolderMask' };
    case 'legend':
      return side(second) === 'bottom' ? { role: 'bottomSilkscreen' } : { role: 'topSilkscreen' };
    case 'paste':
      return side(second) === 'bottom' ? { role: 'bottomPaste' } : { role: 'topPaste' };
    case 'profile':
      return { role: 'outline' };
    case 'plated':
    case 'nonplated':
      return { role: 'drill' };
    default:
      return { role: 'drawing' };
  }
}

function isExcellon(head: string): boolean {
  const lines = head.split(/\r?\n/, 400).map((line) => line.trim());
  if (lines.slice(0, 40).some((line) => line === 'M48')) return true;
  const toolDefinitions = lines.filter((line) => /^T\d{1,3}(F\d+|S\d+)*C[\d.]+$/i.test(line)).length;
  const coordinates = lines.filter((line) => /^X[-+]?[\d.]+(Y[-+]?[\d.]+)?$|^Y[-+]?[\d.]+$/i.test(line)).length;
  return toolDefinitions > 0 && coordinates > 0;
}

function isGerber(head: string): boolean {
  return /%FS[LT]?[AI]?X\d\dY\d\d\*%/i.test(head) || (/%MO(IN|MM)\*%/i.test(head) && /D0?[123]\*/.test(head));
}
