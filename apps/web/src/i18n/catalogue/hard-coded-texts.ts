import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** Attributes whose value a person reads or hears. */
const TEXT_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'description',
  'alt',
  'error',
  'nothingFoundMessage',
  'submitLabel',
]);

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/**
 * Texts written into the web's components instead of looked up in the catalogue: JSX text with words in it, and
 * literal values of the attributes a person reads (label, title, placeholder, aria-label, ...).
 */
export function hardCodedTexts(webSrc: string): string[] {
  const found: string[] = [];
  for (const file of componentFiles(webSrc)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    );
    const report = (node: ts.Node, text: string) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${relative(webSrc, file)}:${line + 1} ${JSON.stringify(text.trim())}`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
      if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
        const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
        if (
          value &&
          (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) &&
          hasWords(value.text)
        ) {
          report(node, value.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
