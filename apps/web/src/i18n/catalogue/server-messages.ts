import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * The messages the API answers with, read from the server's source: what the web shows through the
 * `messages` namespace. A message is
 *   - the message argument of an error helper of lib/errors.ts (badRequest, notFound, ...) or of `new AppError`,
 *   - the default of a `message` parameter (the helpers' own defaults),
 *   - a `message:` property (replies such as `{message: 'Deleted successfully'}`, the constraint table),
 *   - every sentence of a constant whose name ends in MESSAGE or MESSAGES (tables of whole sentences),
 *   - the constant a helper's argument or a `message:` names.
 * A template literal is a message with placeholders: `${user.email}` becomes `{}`, and the catalogue holds it
 * as a key with named placeholders (`... mailed to {email}.`).
 */
const HELPERS: Record<string, number> = {
  badRequest: 0,
  unauthenticated: 0,
  forbidden: 0,
  notFound: 0,
  conflict: 0,
  validationFailed: 1,
};

/** Directories of the server that never answer a client: tests, tools, demo data. */
const SKIPPED = /(^|\/)(fuzz|isolation|races|seed|test)(\/|$)|\.test\.ts$|\.bench\.ts$|^config\.ts$/;

function sourceFiles(dir: string, root: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (SKIPPED.test(relative(root, path))) return [];
    if (entry.isDirectory()) return sourceFiles(path, root);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The text of a literal; placeholders of a template literal become `{}`. Null for anything else. */
function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('');
  }
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return null;
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | null {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

export interface ServerMessage {
  text: string;
  /** file:line, to say where a missing message comes from. */
  at: string;
}

/** Every string literal inside a node (the sentences of a table of messages). */
function literalsIn(node: ts.Node): ts.Node[] {
  if (ts.isTypeNode(node)) return []; // `satisfies Record<'a' | 'b', string>` names keys, not sentences.
  if (literalText(node) !== null) return [node];
  const found: ts.Node[] = [];
  ts.forEachChild(node, (child) => {
    found.push(...literalsIn(child));
  });
  return found;
}

export function serverMessages(serverSrc: string): ServerMessage[] {
  const sources = sourceFiles(serverSrc, serverSrc).map((file) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  const found: ServerMessage[] = [];
  /** Constants holding one literal, by name: a message passed by name (`forbidden(NOT_ALLOWED)`) is its text. */
  const constants = new Map<string, { node: ts.Node; source: ts.SourceFile }[]>();
  const usedNames: string[] = [];
  const add = (node: ts.Node, source: ts.SourceFile) => {
    const text = literalText(node);
    if (text === null) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push({ text, at: `${relative(serverSrc, source.fileName)}:${line + 1}` });
  };
  /** A message given where the API answers with it: its literal, or the constant it names. */
  const addMessage = (node: ts.Node | undefined, source: ts.SourceFile): void => {
    if (!node) return;
    if (ts.isIdentifier(node)) usedNames.push(node.text);
    else if (ts.isParenthesizedExpression(node)) addMessage(node.expression, source);
    else if (ts.isConditionalExpression(node)) {
      // `grant ? 'Login access granted.' : 'Login access revoked.'`: both are messages.
      addMessage(node.whenTrue, source);
      addMessage(node.whenFalse, source);
    } else if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
    ) {
      addMessage(node.left, source);
      addMessage(node.right, source);
    } else add(node, source);
  };
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const name = calleeName(node);
        const index = name === 'AppError' ? 2 : name !== null ? HELPERS[name] : undefined;
        if (index !== undefined) addMessage(node.arguments?.[index], source);
      } else if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'message') {
        addMessage(node.initializer, source);
      } else if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'message') {
        // `{message}` names a variable of the same name: its text is found where it is set.
      } else if (ts.isParameter(node) && node.name.getText(source) === 'message' && node.initializer) {
        addMessage(node.initializer, source);
      } else if (ts.isVariableDeclaration(node) && node.initializer) {
        const name = node.name.getText(source);
        if (/MESSAGES?$/.test(name)) for (const literal of literalsIn(node.initializer)) add(literal, source);
        else if (literalText(node.initializer) !== null) {
          constants.set(name, [...(constants.get(name) ?? []), { node: node.initializer, source }]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const name of usedNames) for (const { node, source } of constants.get(name) ?? []) add(node, source);
  return found;
}

/** A message with its placeholders named the same way whatever their names: `{email}` and `{}` alike. */
export const messageShape = (text: string) => text.replace(/\{\{?\w*\}?\}/g, '{}');
