// Limits of what one Gerber archive may ask of the reader and the plotter beyond its size: the aperture macros
// (read by tracespace, whose time grows faster than a statement's length) and the primitives drawn when macro
// apertures are flashed (a few bytes of file may draw a whole macro). Generous for real boards (the largest macro
// of the fixture sets has 15 statements, 474 characters); a hostile file is refused at once, before it is read,
// instead of holding a file worker until the time limit.
import type { GerberTree } from '@tracespace/parser';
import { AppError } from '../../lib/app-error.ts';

/** The limits (docs/api.md, "Uploads"). */
export const gerberMacroLimits = {
  /** Statements (primitives, variables, comments) of one aperture macro. */
  maxStatementsPerMacro: 1_000,
  /** Characters of one statement inside an aperture macro (an outline primitive of about 200 points). */
  maxStatementCharacters: 4_000,
  /**
   * Characters of all aperture macros of an archive, over all its layers: an Altium board defines a macro per pad
   * shape on each layer (a few hundred characters each), so hundreds of them stay well within it.
   */
  maxMacroCharactersPerArchive: 256_000,
  /** Macro primitives drawn by flashes of macro apertures, over all layers of an archive. */
  maxFlashedPrimitivesPerArchive: 1_000_000,
};

/** What an archive has used of the limits so far; one per archive, shared by its files. */
export type GerberTally = { macroCharacters: number; flashedPrimitives: number };

/** A fresh tally for one archive. */
export function createGerberTally(): GerberTally {
  return { macroCharacters: 0, flashedPrimitives: 0 };
}

/**
 * Checks the aperture macros of one file's text before it is read (`%AM…%`, statements ending in `*`); refuses the
 * file (413, naming it and the limit) past a limit of one macro or of the archive.
 */
export function checkMacroText(name: string, text: string, tally: GerberTally): void {
  let start = text.indexOf('%AM');
  while (start !== -1) {
    const end = text.indexOf('%', start + 1);
    const macroEnd = end === -1 ? text.length : end;
    let statements = 0;
    let statementStart = start + 1;
    while (statementStart < macroEnd) {
      const asterisk = text.indexOf('*', statementStart);
      const statementEnd = asterisk === -1 || asterisk > macroEnd ? macroEnd : asterisk + 1;
      if (statementEnd - statementStart > gerberMacroLimits.maxStatementCharacters)
        throw new AppError('413', 'files.gerberMacroStatementTooLong', {
          name,
          limit: gerberMacroLimits.maxStatementCharacters,
        });
      if (asterisk !== -1 && asterisk < macroEnd) statements += 1;
      statementStart = statementEnd;
    }
    // The first "statement" is the macro's name.
    if (statements - 1 > gerberMacroLimits.maxStatementsPerMacro)
      throw new AppError('413', 'files.gerberMacroTooManyStatements', {
        name,
        limit: gerberMacroLimits.maxStatementsPerMacro,
      });
    tally.macroCharacters += macroEnd - start;
    if (tally.macroCharacters > gerberMacroLimits.maxMacroCharactersPerArchive)
      throw new AppError('413', 'files.gerberMacrosTooLarge', {
        name,
        limit: gerberMacroLimits.maxMacroCharactersPerArchive,
      });
    start = end === -1 ? -1 : text.indexOf('%AM', end + 1);
  }
}

/**
 * Counts the macro primitives a parsed file's flashes would draw, before it is plotted, and refuses the file (413,
 * naming it and the limit) when the archive's flashes draw more than the limit.
 */
export function checkFlashedPrimitives(name: string, tree: GerberTree, tally: GerberTally): void {
  const primitivesByMacro = new Map<string, number>();
  const primitivesByTool = new Map<string, number>();
  let current = 0;
  for (const node of tree.children) {
    if (node.type === 'toolMacro') {
      primitivesByMacro.set(node.name, node.children.filter((child) => child.type === 'macroPrimitive').length);
    } else if (node.type === 'toolDefinition') {
      const primitives = node.shape.type === 'macroShape' ? (primitivesByMacro.get(node.shape.name) ?? 0) : 0;
      primitivesByTool.set(node.code, primitives);
      current = primitives;
    } else if (node.type === 'toolChange') {
      current = primitivesByTool.get(node.code) ?? 0;
    } else if (node.type === 'graphic' && node.graphic === 'shape' && current > 0) {
      tally.flashedPrimitives += current;
      if (tally.flashedPrimitives > gerberMacroLimits.maxFlashedPrimitivesPerArchive)
        throw new AppError('413', 'files.gerberTooManyFlashedPrimitives', {
          name,
          limit: gerberMacroLimits.maxFlashedPrimitivesPerArchive,
        });
    }
  }
}
