// A build's chunks as Vite's manifest lists them (.vite/manifest.json): what each page loads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Chunks = Record<string, { file: string; src?: string; imports?: string[]; dynamicImports?: string[] }>;

export const readChunks = (dist: string): Chunks => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Chunks;

/** The files of the chunk `key` and of every chunk it imports. */
export function filesFrom(chunks: Chunks, key: string): Set<string> {
  const files = new Set<string>();
  const visit = (k: string) => {
    const chunk = chunks[k]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return files;
}
