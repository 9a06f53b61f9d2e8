// Step 2: each file's data → typed portal, systems, nodes and announcements, checked against the
// zod schema.
// Every part is checked on its own, so one broken node neither hides the problems of the others
// nor makes its children look orphaned: a broken node still lends its id and parent to the
// cross-node rules.
import { z } from 'zod';
import {
  announcementSchema,
  manifestFileSchema,
  nodeSchema,
  portalSchema,
  systemSchema,
  type AnnouncementDef,
  type NodeDef,
  type PortalMeta,
  type SystemDef,
} from '../../../schema/manifest.ts';
import type { ManifestIssue } from './issues.ts';
import type { DataPath, ParsedFile } from './parse.ts';
import { didYouMean } from './suggest.ts';

export interface Sourced<T> {
  value: T;
  file: ParsedFile;
  path: DataPath;
}

export interface NodeRef {
  id: string;
  parent?: string;
  file: ParsedFile;
  path: DataPath;
  /** The checked node; absent when it broke a schema rule (its id still counts). */
  def?: NodeDef;
}

export interface AnnouncementRef {
  id: string;
  file: ParsedFile;
  path: DataPath;
  /** The checked announcement; absent when it broke a schema rule. */
  def?: AnnouncementDef;
}

export interface ReadManifest {
  portals: Sourced<PortalMeta>[];
  systems: Sourced<SystemDef & { name: string }>[];
  nodes: NodeRef[];
  announcements: AnnouncementRef[];
  /**
   * What was written but broke a schema rule (M2 has reported it), so that no rule reports it
   * missing as well: a typo in a system's maintenance window is not an unknown system on every link
   * to it, nor a typo in the portal's status block a manifest without a portal block.
   */
  broken: { portal: boolean; systems: string[] };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function readFiles(files: ParsedFile[]): { read: ReadManifest; issues: ManifestIssue[] } {
  const read: ReadManifest = { portals: [], systems: [], nodes: [], announcements: [], broken: { portal: false, systems: [] } };
  const issues: ManifestIssue[] = [];
  const check = <S extends z.ZodType>(schema: S, value: unknown, file: ParsedFile, path: DataPath, label = '') => {
    const result = schema.safeParse(value);
    if (!result.success) issues.push(...result.error.issues.map((i) => fromZod(i, file, path, label)));
    return result.success ? result.data : undefined;
  };

  for (const file of files) {
    if (file.data === undefined || file.data === null) continue; // empty file or YAML error, already reported
    if (!isRecord(file.data)) {
      issues.push({
        code: 'INVALID_VALUE',
        severity: 'error',
        message: 'a manifest file must be a mapping with portal, systems, nodes and/or announcements',
        path: [],
        ...file.at([]),
      });
      continue;
    }
    const { portal, systems, nodes, announcements } = file.data;
    const shell = {
      ...file.data,
      portal: undefined,
      systems: isRecord(systems) ? {} : systems,
      nodes: Array.isArray(nodes) ? [] : nodes,
      announcements: Array.isArray(announcements) ? [] : announcements,
    };
    check(manifestFileSchema, shell, file, []);

    if (portal !== undefined) {
      const value = check(portalSchema, portal, file, ['portal'], 'portal');
      if (value) read.portals.push({ value, file, path: ['portal'] });
      else read.broken.portal = true;
    }
    if (isRecord(systems)) {
      for (const [name, def] of Object.entries(systems)) {
        const value = check(systemSchema, def, file, ['systems', name], `system ${name}`);
        if (value) read.systems.push({ value: { ...value, name }, file, path: ['systems', name] });
        else read.broken.systems.push(name);
      }
    }
    if (Array.isArray(nodes)) {
      nodes.forEach((raw, index) => {
        const path = ['nodes', index];
        const id = isRecord(raw) && typeof raw.id === 'string' ? raw.id : undefined;
        const def = check(nodeSchema, raw, file, path, id ?? `node #${index + 1}`);
        if (id === undefined) return;
        const parent = isRecord(raw) && typeof raw.parent === 'string' ? raw.parent : undefined;
        read.nodes.push({ id, parent, file, path, def });
      });
    }
    if (Array.isArray(announcements)) {
      announcements.forEach((raw, index) => {
        const path = ['announcements', index];
        const id = isRecord(raw) && typeof raw.id === 'string' ? raw.id : undefined;
        const def = check(announcementSchema, raw, file, path, id ? `announcement ${id}` : `announcement #${index + 1}`);
        if (id !== undefined) read.announcements.push({ id, file, path, def });
      });
    }
  }
  return { read, issues };
}

/** The object schema at `path` below `schema` (through optional, array and record), for key suggestions. */
function objectBelow(schema: z.core.$ZodType | undefined, path: readonly PropertyKey[]): z.ZodObject | undefined {
  for (let at = 0; schema; ) {
    if (schema instanceof z.ZodOptional) schema = schema.unwrap();
    else if (at === path.length) return schema instanceof z.ZodObject ? schema : undefined;
    else if (schema instanceof z.ZodObject) schema = schema.shape[String(path[at++])];
    else if (schema instanceof z.ZodArray) [schema, at] = [schema.element, at + 1];
    else if (schema instanceof z.ZodRecord) [schema, at] = [schema.valueType, at + 1];
    else return undefined;
  }
  return undefined;
}

function fromZod(issue: z.core.$ZodIssue, file: ParsedFile, base: DataPath, label: string): ManifestIssue {
  const path = [...base, ...(issue.path as (string | number)[])];
  const field = issue.path.length ? String(issue.path[issue.path.length - 1]) : '';
  const where = label ? `${label}: ` : '';
  if (issue.code === 'unrecognized_keys') {
    const known = Object.keys(objectBelow(schemaAt(base), issue.path)?.shape ?? {});
    const key = issue.keys[0]!;
    const more =
      issue.keys.length > 1
        ? ` (and ${issue.keys
            .slice(1)
            .map((k) => `"${k}"`)
            .join(', ')})`
        : '';
    return {
      code: 'UNKNOWN_KEY',
      severity: 'error',
      message: `${where}unknown key "${key}"${didYouMean(key, known)}${more}`,
      path: [...path, key],
      ...file.at([...path, key], { key: true }),
    };
  }
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined')) {
    // The whole way to the field inside the part (institution.name, maintenance[0].message): a
    // name alone may stand in several places.
    const named = issue.path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');
    return {
      code: 'MISSING_FIELD',
      severity: 'error',
      message: `${where}missing required field "${named}"`,
      path,
      ...file.at(path.slice(0, -1)),
    };
  }
  const message = issue.message.replace(/^Invalid input: /, '');
  return { code: 'INVALID_VALUE', severity: 'error', message: `${where}${field ? `${field}: ` : ''}${message}`, path, ...file.at(path) };
}

function schemaAt(base: DataPath): z.ZodType {
  if (base[0] === 'portal') return portalSchema;
  if (base[0] === 'systems') return systemSchema;
  if (base[0] === 'nodes') return nodeSchema;
  if (base[0] === 'announcements') return announcementSchema;
  return manifestFileSchema;
}
