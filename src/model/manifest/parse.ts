// Step 1: YAML text → documents that remember where every value stands.
import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import type { ManifestIssue, Position } from './issues.ts';

export interface ManifestFile {
  /** Shown in messages: a path relative to the project, e.g. manifest/dosen/penelitian.yaml */
  name: string;
  text: string;
}

export type DataPath = (string | number)[];

export interface ParsedFile {
  name: string;
  data: unknown;
  /** Position of the value at `path` (or of its key, or the nearest existing ancestor). */
  at(path: DataPath, options?: { key?: boolean; offset?: number }): Position;
}

export function parseFile(file: ManifestFile): { parsed: ParsedFile; issues: ManifestIssue[] } {
  const lineCounter = new LineCounter();
  // The core schema even under a `%YAML 1.1` directive, so every file reads alike: an unquoted
  // 2026-12-01 stays the text the window rules expect (1.1 would make it a UTC Date, 08:00 the number 480).
  const doc = parseDocument(file.text, { lineCounter, prettyErrors: false, uniqueKeys: true, schema: 'core' });
  const position = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { file: file.name, line, col };
  };
  const issues: ManifestIssue[] = doc.errors.map((error) => ({
    code: 'YAML_SYNTAX',
    severity: 'error',
    message: error.message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, ''),
    path: [],
    ...position(error.pos[0]),
  }));
  if (!issues.length) issues.push(...unresolvedAliases(doc, position));
  let data: unknown;
  if (!issues.length) {
    try {
      data = doc.toJS();
    } catch (error) {
      // e.g. too many aliases (the YAML library's guard against alias bombs)
      issues.push({ code: 'YAML_SYNTAX', severity: 'error', message: (error as Error).message, path: [], ...position(0) });
    }
  }
  const parsed: ParsedFile = {
    name: file.name,
    data,
    at: (path, options = {}) => position(offsetOf(doc, path, options)),
  };
  return { parsed, issues };
}

/** `*name` without an earlier `&name`: the YAML parser accepts it, converting it would throw. */
function unresolvedAliases(doc: Document, position: (offset: number) => Position): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  visit(doc, {
    Alias(_, alias) {
      if (alias.resolve(doc) === undefined) {
        issues.push({
          code: 'YAML_SYNTAX',
          severity: 'error',
          message: `alias *${alias.source} has no anchor &${alias.source} before it`,
          path: [],
          ...position(alias.range?.[0] ?? 0),
        });
      }
    },
  });
  return issues;
}

/** Walks `path` through the YAML tree as far as it exists. */
function offsetOf(doc: Document, path: DataPath, { key = false, offset = 0 }: { key?: boolean; offset?: number }): number {
  let node: Node | null | undefined = doc.contents;
  let at = node?.range?.[0] ?? 0;
  for (const [i, segment] of path.entries()) {
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === segment);
      if (!pair) break;
      const keyNode = pair.key as Node | null;
      if (last && key && keyNode?.range) return keyNode.range[0];
      node = pair.value as Node | null;
      at = node?.range?.[0] ?? keyNode?.range?.[0] ?? at;
    } else if (isSeq(node) && typeof segment === 'number') {
      node = node.items[segment] as Node | null;
      if (!node) break;
      at = node.range?.[0] ?? at;
    } else break;
  }
  if (offset && isScalar(node)) {
    const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
    return at + offset + (quoted ? 1 : 0);
  }
  return at;
}
