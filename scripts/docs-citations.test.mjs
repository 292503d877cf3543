// Every document a comment cites is in the repository (issue 12, point 7): a newcomer can follow each citation.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceFolders = ['apps', 'packages', 'e2e', 'scripts'];
const skippedFolders = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'china-division-data',
  '.git',
]);
const scriptPattern = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

// A document name, bare (pricing.md) or with a path (docs/api.md, order-events/README.md, ../README.md); never part
// of a URL or a longer name. After it may come a section (§1.4, §1.1–§1.2) or a quoted heading ("Transitions").
const citationPattern = /(?<![\w@./-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w-]+\.md)(?![\w-])/g;
const sectionPattern = /^\s*§\s*(\d+(?:\.\d+)*)((?:\s*[–-]\s*§?\s*\d+(?:\.\d+)*)*)/;
const quotedHeadingPattern = /^\s*"([^"]+)"/;
const markdownLinkPattern = /\]\(([^)\s#]*\.md)?#([^)\s]+)\)/g;

/** Lists the files under a folder of the repository whose name passes the test, skipping build output and deps. */
function listFiles(folder, isWanted) {
  const found = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory() && !skippedFolders.has(entry.name)) found.push(...listFiles(relative, isWanted));
    else if (entry.isFile() && isWanted(entry.name)) found.push(relative);
  }
  return found;
}

const markdownFiles = ['.', ...sourceFolders, 'docs'].flatMap((folder) =>
  folder === '.'
    ? readdirSync(root).filter((name) => name.endsWith('.md'))
    : listFiles(folder, (name) => name.endsWith('.md')),
);

/** Returns the comments of a script with their line numbers, found by TypeScript's parser (never inside strings). */
function listScriptComments(fileName, text) {
  const kind = fileName.endsWith('.tsx') || fileName.endsWith('.jsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map();
  const visit = (node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.pos) ?? []) ranges.set(range.pos, range);
    for (const range of ts.getTrailingCommentRanges(text, node.end) ?? []) ranges.set(range.pos, range);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...ranges.values()].map((range) => ({
    line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
    text: text.slice(range.pos, range.end),
  }));
}

/** Returns the `--` comments of an SQL file. */
function listSqlComments(text) {
  return text
    .split('\n')
    .map((line, index) => ({ line: index + 1, text: line.slice(line.indexOf('--')) }))
    .filter((comment) => comment.text.startsWith('--'));
}

/** Finds the citations in a text: the document, and the sections or the heading named right after it. */
function findCitations(text) {
  const citations = [];
  for (const match of text.matchAll(citationPattern)) {
    const after = text.slice((match.index ?? 0) + match[0].length);
    const section = sectionPattern.exec(after);
    const sections = section ? [section[1], ...[...section[2].matchAll(/\d+(?:\.\d+)*/g)].map((part) => part[0])] : [];
    citations.push({ document: match[1], sections, heading: quotedHeadingPattern.exec(after)?.[1] });
  }
  return citations;
}

/** Finds the repository file a citation names, or undefined: bare names live in docs/ or at the root. */
function resolveDocument(document, citingFile) {
  const candidates = document.includes('/')
    ? [path.posix.normalize(path.posix.join(path.posix.dirname(citingFile), document)), path.posix.normalize(document)]
    : [`docs/${document}`, document, path.posix.join(path.posix.dirname(citingFile), document)];
  const direct = candidates.find((candidate) => markdownFiles.includes(candidate));
  if (direct || !document.includes('/')) return direct;
  // A path inside a module: "order-events/README.md" names apps/server/src/modules/order-events/README.md.
  const suffix = `/${document.replace(/^(\.\.?\/)+/, '')}`;
  return markdownFiles.find((file) => file.endsWith(suffix));
}

/** The headings of a markdown file: their text, their section number if any, their GitHub anchor. */
function readHeadings(file) {
  return readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6}\s/.test(line))
    .map((line) => {
      const text = line.replace(/^#+\s+/, '').trim();
      const anchor = text
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
        .replace(/ /g, '-');
      return { text, number: /^(\d+(?:\.\d+)*)\.?\s/.exec(text)?.[1], anchor };
    });
}

/** Checks one citation; returns what is wrong with it, or undefined. */
function checkCitation(citation, citingFile) {
  const file = resolveDocument(citation.document, citingFile);
  if (!file) return `cites ${citation.document}, which is not in the repository`;
  const headings = readHeadings(file);
  const missing = citation.sections.find((section) => !headings.some((heading) => heading.number === section));
  if (missing) return `cites ${citation.document} §${missing}, which ${file} has no heading for`;
  const quoted = citation.heading?.toLowerCase();
  if (quoted && !headings.some((heading) => heading.text.toLowerCase() === quoted)) {
    return `cites ${citation.document} "${citation.heading}", which ${file} has no heading for`;
  }
  return undefined;
}

const sourceFiles = sourceFolders.flatMap((folder) =>
  listFiles(folder, (name) => scriptPattern.test(name) || name.endsWith('.sql')),
);

describe('citations of documents', () => {
  it('reads comments, not strings or code', () => {
    const text = 'const a = \'see pricing.md\'; // see workflow.md §2\n/** api.md "Conventions" */\nx = screens.md;';
    const cited = listScriptComments('example.ts', text).flatMap((comment) => findCitations(comment.text));
    expect(cited).toEqual([
      { document: 'workflow.md', sections: ['2'], heading: undefined },
      { document: 'api.md', sections: [], heading: 'Conventions' },
    ]);
    expect(findCitations('docs/pricing.md §1.1–§1.2 and ../README.md')).toEqual([
      { document: 'docs/pricing.md', sections: ['1.1', '1.2'], heading: undefined },
      { document: '../README.md', sections: [], heading: undefined },
    ]);
  });

  it('every comment in apps, packages, e2e and scripts cites a document, section and heading the repository has', () => {
    const problems = [];
    let count = 0;
    for (const file of sourceFiles) {
      const text = readFileSync(path.join(root, file), 'utf8');
      if (!text.includes('.md')) continue;
      const comments = file.endsWith('.sql') ? listSqlComments(text) : listScriptComments(file, text);
      for (const comment of comments) {
        for (const citation of findCitations(comment.text)) {
          count += 1;
          const problem = checkCitation(citation, file);
          if (problem) problems.push(`${file}:${comment.line} ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The scan itself works: the code cites its documents well over a hundred times.
    expect(count).toBeGreaterThan(100);
  });

  it('every document the markdown files name, and every anchor they link to, exists', () => {
    const problems = [];
    for (const file of markdownFiles) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const citation of findCitations(text)) {
        const problem = checkCitation(citation, file);
        if (problem) problems.push(`${file} ${problem}`);
      }
      for (const [, target, anchor] of text.matchAll(markdownLinkPattern)) {
        const linked = target ? resolveDocument(target, file) : file;
        if (linked && !readHeadings(linked).some((heading) => heading.anchor === anchor)) {
          problems.push(`${file} links to ${target ?? ''}#${anchor}, which has no such heading`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
