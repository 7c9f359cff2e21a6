/**
 * Every route module in app/routes.ts that exports a loader or an action has a test beside it
 * (issue 42): same folder, same base name, `.test.ts` or `.test.tsx`. The route table is walked,
 * not listed by hand, and a module's exports are read from its source with TypeScript's parser
 * (declared, `export { … }`, re-exported from another module), so a new route cannot arrive
 * without the test that says what a visitor and each staff role get from it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import routeConfig from '../app/routes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDir = path.join(root, 'app');

type Handler = 'loader' | 'action';
const HANDLERS: readonly Handler[] = ['loader', 'action'];

/** The module files of the route table (paths relative to the project), each once. */
function routeModuleFiles(entries: RouteConfigEntry[]): string[] {
  const files = new Set<string>();
  const walk = (list: RouteConfigEntry[]) => {
    for (const entry of list) {
      files.add(path.relative(root, path.resolve(appDir, entry.file)).split(path.sep).join('/'));
      if (entry.children) walk(entry.children);
    }
  };
  walk(entries);
  return [...files].sort();
}

/** The file a relative module specifier names from `fromFile` (TypeScript's extensions), or undefined. */
function resolveRelative(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, ...['.ts', '.tsx', '.js', '.jsx'].map((ext) => base.replace(/\.js$/, '') + ext), path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

function hasExportModifier(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

/**
 * Which of `loader` and `action` a module's source exports: `export function loader`, `export const
 * action = …`, `export { loader }`, `export { x as action }`, `export { loader } from './y'`, and
 * `export * from './y'` (followed when './y' is a file of the project).
 */
function exportedHandlers(source: string, fileName: string, seen = new Set<string>()): Set<Handler> {
  const found = new Set<Handler>();
  const isHandler = (name: string): name is Handler => (HANDLERS as readonly string[]).includes(name);
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  for (const statement of file.statements) {
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && hasExportModifier(statement)) {
      if (statement.name && isHandler(statement.name.text)) found.add(statement.name.text);
    } else if (ts.isVariableStatement(statement) && hasExportModifier(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && isHandler(declaration.name.text)) found.add(declaration.name.text);
      }
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          if (!element.isTypeOnly && isHandler(element.name.text)) found.add(element.name.text);
        }
      } else if (!clause && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text.startsWith('.')) {
        const target = resolveRelative(fileName, statement.moduleSpecifier.text);
        if (target && !seen.has(target)) {
          seen.add(target);
          for (const name of exportedHandlers(fs.readFileSync(target, 'utf8'), target, seen)) found.add(name);
        }
      }
    }
  }
  return found;
}

/** The sentence for a module that exports handlers and has no test beside it. */
function missingTestMessage(file: string, handlers: Set<Handler>): string {
  const names = HANDLERS.filter((name) => handlers.has(name));
  const exported = names.map((name) => (name === 'action' ? 'an action' : 'a loader')).join(' and ');
  const stem = file.replace(/\.tsx?$/, '');
  const who = file.startsWith('app/routes/admin/') ? 'as a visitor and as each staff role would' : 'as a visitor would (and as staff, where it answers them differently)';
  return `${file} exports ${exported} but has no ${stem}.test.ts (or .test.tsx) beside it: add a test that calls the ${names.join('/')} ${who}`;
}

describe('a test beside every route module with a loader or an action', () => {
  const files = routeModuleFiles(routeConfig);
  const handlersOf = new Map(files.map((file) => [file, exportedHandlers(fs.readFileSync(path.join(root, file), 'utf8'), path.join(root, file))]));

  it('reads the loaders and actions of the route table', () => {
    // The walk and the parser work: these are known to have a loader, an action, or both.
    expect([...handlersOf.get('app/routes/admin/news/form.tsx')!].sort()).toEqual(['action', 'loader']);
    expect([...handlersOf.get('app/routes/seo/robots.ts')!]).toEqual(['loader']);
    expect([...handlersOf.values()].filter((handlers) => handlers.size > 0).length).toBeGreaterThan(20);
  });

  const hasTestBeside = (file: string) => ['.test.ts', '.test.tsx'].some((ext) => fs.existsSync(path.join(root, file.replace(/\.tsx?$/, ext))));

  it('finds a test file beside each of them', () => {
    const missing = files
      .filter((file) => handlersOf.get(file)!.size > 0 && !hasTestBeside(file))
      .map((file) => missingTestMessage(file, handlersOf.get(file)!));
    expect(missing).toEqual([]);
  });
});

describe('exportedHandlers', () => {
  const read = (source: string) => [...exportedHandlers(source, path.join(appDir, 'routes/probe.tsx'))].sort();

  it('sees declared, listed and renamed exports, and not other names or types', () => {
    expect(read('export async function loader() { return null; }')).toEqual(['loader']);
    expect(read('export const action = async () => null;')).toEqual(['action']);
    expect(read('async function load() {}\nconst act = () => null;\nexport { load as loader, act as action };')).toEqual(['action', 'loader']);
    expect(read("export { loader } from '~/server/somewhere';")).toEqual(['loader']);
    expect(read('function loader() {}\nexport default function Page() { return null; }\nexport function meta() { return []; }')).toEqual([]);
    expect(read('export type loader = string;\nexport interface action { x: 1 }')).toEqual([]);
    expect(read('// export function loader() {}\nconst text = "export const action = 1";')).toEqual([]);
  });

  it("follows `export *` to a module of the project's", () => {
    expect(read("export * from './admin/news/form';")).toEqual(['action', 'loader']);
  });
});
