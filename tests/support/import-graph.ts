import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The project's own import graph, read with the TypeScript parser: which file imports which names
 * from which file. Only relative specifiers are followed (packages are outside the graph). Used by
 * the import-circle test and the unused-exports check, so both read the code the same way.
 */

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** How an import reaches its module. Type-only imports are kept: they are layering too. */
export type ImportKind = 'value' | 'type' | 'dynamic';

export interface ImportEdge {
  /** Both paths relative to the project root, with forward slashes. */
  from: string;
  to: string;
  kind: ImportKind;
  /** Names taken; '*' = the whole module (namespace import, `export *`, or a dynamic import used whole). */
  names: readonly string[];
  /** `export … from`: the names also become exports of `from`. */
  reexport: boolean;
  /** For a named re-export, the name each of `names` is exported under (`export { a as b } from`). */
  exportedAs?: readonly string[];
}

export interface ModuleInfo {
  file: string;
  /** Names this file declares as exports (not counting `export * from`). 'default' for default exports. */
  exports: Set<string>;
  /** Where each export is declared, for messages. */
  exportLines: Map<string, number>;
  /** Exports the file itself refers to besides declaring them (a helper, a type in a signature). */
  usedInFile: Set<string>;
}

export interface ImportGraph {
  files: string[];
  modules: Map<string, ModuleInfo>;
  edges: ImportEdge[];
}

const SOURCE_EXT = /\.(ts|tsx)$/;

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (SOURCE_EXT.test(entry) && !entry.endsWith('.d.ts')) out.push(full);
  }
}

const toPosix = (p: string) => p.split('\\').join('/');

function resolveSpecifier(fromAbs: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(fromAbs), spec.replace(/\.js$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => SOURCE_EXT.test(c) && existsSync(c) && statSync(c).isFile());
}

const hasExportModifier = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefaultModifier = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

function bindingNames(name: ts.BindingName, out: string[]): void {
  if (ts.isIdentifier(name)) out.push(name.text);
  else for (const el of name.elements) if (!ts.isOmittedExpression(el)) bindingNames(el.name, out);
}

/** Names a dynamic import's result is destructured into (`const { a } = await import('./x')`), else '*'. */
function dynamicNames(call: ts.CallExpression): string[] {
  let node: ts.Node = call;
  if (ts.isAwaitExpression(node.parent)) node = node.parent;
  while (ts.isParenthesizedExpression(node.parent) || ts.isAsExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
    return parent.name.elements.map((el) => (el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : (el.name as ts.Identifier).text));
  }
  // `() => import('./pane')`: a lazy loader, whose module is used for its default export.
  if (ts.isArrowFunction(parent) && parent.body === node) return ['default'];
  return ['*'];
}

function readModule(abs: string, rel: string, edges: ImportEdge[]): ModuleInfo {
  const text = readFileSync(abs, 'utf8');
  const sf = ts.createSourceFile(abs, text, ts.ScriptTarget.Latest, true, abs.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const info: ModuleInfo = { file: rel, exports: new Set(), exportLines: new Map(), usedInFile: new Set() };
  const declaringNames = new Set<ts.Node>();
  const lineOf = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
  const declare = (name: string, node: ts.Node) => {
    info.exports.add(name);
    info.exportLines.set(name, lineOf(node));
  };
  const target = (spec: ts.Expression | undefined) => (spec && ts.isStringLiteralLike(spec) ? resolveSpecifier(abs, spec.text) : undefined);
  const edge = (toAbs: string, kind: ImportKind, names: string[], reexport: boolean, exportedAs?: string[]) =>
    edges.push({ from: rel, to: toPosix(relative(projectRoot, toAbs)), kind, names, reexport, exportedAs });

  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st)) {
      const to = target(st.moduleSpecifier);
      if (!to) continue;
      const clause = st.importClause;
      const names: string[] = [];
      let allType = clause?.isTypeOnly ?? false;
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const el of bindings.elements) names.push((el.propertyName ?? el.name).text);
        if (!allType && bindings.elements.length > 0 && !clause?.name) allType = bindings.elements.every((el) => el.isTypeOnly);
      }
      edge(to, allType ? 'type' : 'value', names, false);
    } else if (ts.isExportDeclaration(st)) {
      const to = target(st.moduleSpecifier);
      const clause = st.exportClause;
      if (clause && ts.isNamedExports(clause)) {
        for (const el of clause.elements) declare(el.name.text, el);
        if (to) {
          const names = clause.elements.map((el) => (el.propertyName ?? el.name).text);
          edge(
            to,
            st.isTypeOnly ? 'type' : 'value',
            names,
            true,
            clause.elements.map((el) => el.name.text),
          );
        }
      } else if (clause && ts.isNamespaceExport(clause)) {
        declare(clause.name.text, clause);
        if (to) edge(to, st.isTypeOnly ? 'type' : 'value', ['*'], false);
      } else if (to) {
        edge(to, st.isTypeOnly ? 'type' : 'value', ['*'], true);
      }
    } else if (ts.isExportAssignment(st)) {
      declare('default', st);
    } else if (hasExportModifier(st)) {
      if (hasDefaultModifier(st)) declare('default', st);
      else if (ts.isVariableStatement(st)) {
        for (const d of st.declarationList.declarations) {
          const names: string[] = [];
          bindingNames(d.name, names);
          for (const n of names) declare(n, d);
          declaringNames.add(d.name);
        }
      } else {
        const name = (st as ts.DeclarationStatement).name;
        if (name && ts.isIdentifier(name)) {
          declare(name.text, st);
          declaringNames.add(name);
        }
      }
    }
  }

  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && !declaringNames.has(node) && !ts.isExportSpecifier(node.parent) && info.exports.has(node.text)) {
      info.usedInFile.add(node.text);
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const to = target(node.arguments[0]);
      if (to) edge(to, 'dynamic', dynamicNames(node), false);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return info;
}

/** Reads every .ts/.tsx file under the given folders (relative to the project root). */
export function readImportGraph(folders: readonly string[]): ImportGraph {
  const abs: string[] = [];
  for (const f of folders) walk(join(projectRoot, f), abs);
  abs.sort();
  const edges: ImportEdge[] = [];
  const modules = new Map<string, ModuleInfo>();
  for (const a of abs) {
    const rel = toPosix(relative(projectRoot, a));
    modules.set(rel, readModule(a, rel, edges));
  }
  return { files: [...modules.keys()], modules, edges };
}
