import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// The site's texts are data: the browser fetches each part of them (src/locales/*-texts-*.ts: the first view's, the
// quote page's, the rest of the site's, the back office's, one per language) as a JSON file, as i18next's own HTTP
// backend would, instead of a script that builds the same object (docs/performance.md, "Texts as JSON").
// `import url from './start-texts-zh.ts?texts-url'` gives the URL of that part's JSON: a hashed file of /assets in
// the build, a data: URL in the dev server and the tests. The part modules stay the one list of which namespace files
// each part holds: the tests, the key-parity check and the types import them as they are.

/** The import suffix that turns a part module into the URL of its JSON. */
const suffix = '?texts-url';

/**
 * Reads a part module's namespaces from its source: each `import name from './xx/file.json'` and the exported object
 * `{ namespace: name, … }`. Anything else in the module is refused, so the JSON always holds what the module exports
 * (src/locales/text-parts.test.ts compares the two for every part). `onRead` is told each JSON file read.
 */
export function readTextPart(
  file: string,
  onRead: (jsonFile: string) => void = () => undefined,
): Record<string, unknown> {
  const source = readFileSync(file, 'utf8');
  const imports = new Map<string, string>();
  for (const [, name, specifier] of source.matchAll(/^import (\w+) from '(\.\/[\w-]+\/[\w-]+\.json)';$/gm)) {
    if (name && specifier) imports.set(name, specifier);
  }
  const exported = [...source.matchAll(/^export const \w+ = \{\n([^}]*)\};$/gm)];
  const body = exported.length === 1 ? exported[0]?.[1] : undefined;
  if (body === undefined) throw new Error(`${file}: expected one exported object of namespaces`);
  const texts: Record<string, unknown> = {};
  for (const line of body.split('\n').filter((entry) => entry.trim() !== '')) {
    const [, namespace, name] = /^ {2}(\w+): (\w+),$/.exec(line) ?? [];
    const specifier = name === undefined ? undefined : imports.get(name);
    if (!namespace || !specifier) throw new Error(`${file}: cannot read the namespace line "${line.trim()}"`);
    const jsonFile = path.resolve(path.dirname(file), specifier);
    onRead(jsonFile);
    texts[namespace] = JSON.parse(readFileSync(jsonFile, 'utf8'));
  }
  if (Object.keys(texts).length !== imports.size) {
    throw new Error(`${file}: every imported JSON file must be one namespace of the exported object`);
  }
  return texts;
}

/** Serves `*-texts-*.ts?texts-url` imports as the URL of the part's texts in JSON (see the top of this file). */
export function textsAsJson(): Plugin {
  let isBuild = false;
  return {
    name: 'boardforge-texts-as-json',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(source, importer) {
      if (!source.endsWith(suffix) || !importer) return null;
      return path.resolve(path.dirname(importer.split('?')[0] ?? importer), source.slice(0, -suffix.length)) + suffix;
    },
    load(id) {
      if (!id.endsWith(suffix)) return null;
      const file = id.slice(0, -suffix.length);
      // The dev server reloads the part when its module or one of its JSON files changes.
      this.addWatchFile(file);
      const json = JSON.stringify(readTextPart(file, (jsonFile) => this.addWatchFile(jsonFile)));
      if (!isBuild) {
        return `export default ${JSON.stringify(`data:application/json;charset=utf-8,${encodeURIComponent(json)}`)};`;
      }
      const referenceId = this.emitFile({ type: 'asset', name: `${path.basename(file, '.ts')}.json`, source: json });
      return `export default import.meta.ROLLUP_FILE_URL_${referenceId};`;
    },
  };
}
