import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const routesFile = resolve(dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/app/routes/public-routes.ts');
/** The helpers of public-routes.ts whose first argument is a page's path. */
const pageHelpers = new Set(['page', 'pointsPage', 'pendingPage']);
/** The address the catch-all route ('*') is checked at. */
const unknownAddress = '/no-such-page';

/**
 * Every page a visitor can open, read from the web app's route list (apps/web/src/app/routes/public-routes.ts), so a
 * page added there is checked without touching the tests: the `page(…)`-style helpers, section children under their
 * section's path and index pages. Left out: section paths that only redirect to their first child, routes behind
 * a login guard (their `loader`) and the member area (`...memberRoutes`), which ask a visitor to log in first. The
 * catch-all route is checked at an unknown address, and paths with a parameter are left to their own journeys. The e2e package reads the file as text (it imports no app code).
 */
export function listPublicPagePaths(): string[] {
  const source = ts.createSourceFile(routesFile, readFileSync(routesFile, 'utf8'), ts.ScriptTarget.Latest, true);
  let list: ts.ArrayLiteralExpression | undefined;
  source.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      if (declaration.name.getText(source) === 'publicRoutes' && declaration.initializer) {
        if (ts.isArrayLiteralExpression(declaration.initializer)) list = declaration.initializer;
      }
    }
  });
  if (!list) throw new Error(`no publicRoutes array in ${routesFile}`);
  // A path with a parameter (a news item's page) needs a record to show: the journeys of its content test it.
  const paths = pathsOf(list, '', source).filter((path) => !path.includes(':'));
  return [...new Set(paths)];
}

function pathsOf(list: ts.ArrayLiteralExpression, prefix: string, source: ts.SourceFile): string[] {
  return list.elements.flatMap((element) => {
    const helperPath = helperPathOf(element, source);
    if (helperPath !== undefined) return [joinPath(prefix, helperPath)];
    if (!ts.isObjectLiteralExpression(element)) return [];
    const properties = new Map<string, ts.Expression>();
    let spreadPath: string | undefined;
    for (const property of element.properties) {
      if (ts.isPropertyAssignment(property)) properties.set(property.name.getText(source), property.initializer);
      else if (ts.isShorthandPropertyAssignment(property)) properties.set(property.name.getText(source), property.name);
      else if (ts.isSpreadAssignment(property)) spreadPath = helperPathOf(property.expression, source);
    }
    if (properties.has('loader') && !properties.has('children')) return []; // a guard or a redirect
    const children = properties.get('children');
    const path = properties.get('path');
    if (children && ts.isArrayLiteralExpression(children) && path && ts.isStringLiteral(path)) {
      return pathsOf(children, joinPath(prefix, path.text), source);
    }
    if (properties.get('index')?.kind === ts.SyntaxKind.TrueKeyword) return [prefix || '/'];
    return spreadPath === undefined ? [] : [joinPath(prefix, spreadPath)];
  });
}

/** The path of a `page('x', …)`-style call, `*` read as an unknown address; undefined for anything else. */
function helperPathOf(node: ts.Node, source: ts.SourceFile): string | undefined {
  if (!ts.isCallExpression(node) || !pageHelpers.has(node.expression.getText(source))) return undefined;
  const first = node.arguments[0];
  if (!first || !ts.isStringLiteral(first)) return undefined;
  return first.text === '*' ? unknownAddress : first.text;
}

function joinPath(prefix: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${prefix}/${path}`;
}
