/**
 * Build-time scan (node only, never bundled): which translation keys each page can show. From every page file
 * (and `_app`, whose layout every page renders) it follows the imports through src/, static and dynamic, and
 * collects every string literal that is a bundled key, plus every template literal as a pattern
 * (`order.status.${s}` → /^order\.status\..+$/). A literal counts wherever it appears (`t('x')`, a config
 * array of label keys, `<Trans i18nKey="x">`), so keys passed around in data are kept too.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { pluralBase } from '../plural';

export interface PageKeys {
  keys: string[];
  patterns: string[];
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from: string, spec: string, srcDir: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(srcDir, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null; // a package
  if (/\.(tsx?)$/.test(base) && fs.existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface FileFacts {
  imports: string[];
  strings: Set<string>;
  patterns: Set<string>;
}

function scanFile(file: string, srcDir: string): FileFacts {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const facts: FileFacts = { imports: [], strings: new Set(), patterns: new Set() };
  const addImport = (spec: string) => {
    const resolved = resolveImport(file, spec, srcDir);
    if (resolved) facts.imports.push(resolved);
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!(ts.isImportDeclaration(node) && node.importClause?.isTypeOnly)) addImport(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.arguments.length && ts.isStringLiteralLike(node.arguments[0]) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      addImport(node.arguments[0].text);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) facts.strings.add(node.text);
    else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)];
      // Key families are dotted words (`order.status.${s}`, `${kind}.accepted.text`); other templates (class names,
      // `${w}x${h}`, `${a}.${b}`) would match keys they never name.
      const fixed = parts.join('');
      if (fixed.includes('.') && /[a-z]{2}/i.test(fixed)) facts.patterns.add(`^${parts.map(escapeRegex).join('.+')}$`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

/** The files a root reaches through src/ imports (itself included). */
function reachable(root: string, srcDir: string, memo: Map<string, FileFacts>): Set<string> {
  const seen = new Set<string>();
  const stack = [root];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    let facts = memo.get(file);
    if (!facts) memo.set(file, (facts = scanFile(file, srcDir)));
    stack.push(...facts.imports);
  }
  return seen;
}

/** `src/pages/restaurant/[id].tsx` → `/restaurant/[id]`; `index` files name their folder. */
export function routeOfPage(pagesDir: string, file: string): string {
  const route = '/' + path.relative(pagesDir, file).replace(/\\/g, '/').replace(/\.tsx?$/, '');
  return route.replace(/\/index$/, '') || '/';
}

function pageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : pageFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.startsWith('_') && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Route → the source files its page renders with: its own imports and `_app`'s (the layout every page has). */
export function pageSourceFiles(root: string, memo = new Map<string, FileFacts>()): Map<string, Set<string>> {
  const srcDir = path.join(root, 'src');
  const pagesDir = path.join(srcDir, 'pages');
  const shared = reachable(path.join(pagesDir, '_app.tsx'), srcDir, memo);
  const result = new Map<string, Set<string>>();
  for (const page of pageFiles(pagesDir).sort()) result.set(routeOfPage(pagesDir, page), new Set([...shared, ...reachable(page, srcDir, memo)]));
  return result;
}

/** Route → the bundled keys and key patterns its page (and the shared `_app`) can show. */
export function scanPageKeys(root: string, bundledKeys: Set<string>): Record<string, PageKeys> {
  const memo = new Map<string, FileFacts>();
  // A plural key is named bare in t('x.count', { count }) but stored only as its forms (x.count_one, …).
  const pluralKeys = new Set([...bundledKeys].map(pluralBase).filter((k) => !bundledKeys.has(k)));
  const namesKeys = new Map<string, boolean>();
  const patternNamesKeys = (p: string) => {
    if (!namesKeys.has(p)) namesKeys.set(p, [...bundledKeys].some((k) => new RegExp(p).test(k)));
    return namesKeys.get(p)!;
  };
  const result: Record<string, PageKeys> = {};
  for (const [route, files] of pageSourceFiles(root, memo)) {
    const keys = new Set<string>();
    const patterns = new Set<string>();
    for (const file of files) {
      const facts = memo.get(file)!;
      for (const s of facts.strings) if (bundledKeys.has(s) || pluralKeys.has(s)) keys.add(s);
      for (const p of facts.patterns) if (patternNamesKeys(p)) patterns.add(p);
    }
    result[route] = { keys: [...keys].sort(), patterns: [...patterns].sort() };
  }
  return result;
}

/** Every key of the bundled translation files, all languages. */
export function bundledTranslationKeys(root: string): Set<string> {
  const dir = path.join(root, 'public', 'locales');
  const keys = new Set<string>();
  for (const locale of fs.readdirSync(dir)) {
    const file = path.join(dir, locale, 'translation.json');
    if (fs.existsSync(file)) for (const key of Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')))) keys.add(key);
  }
  return keys;
}
