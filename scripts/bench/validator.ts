// The manifest validator's cost for the real manifests and for generated ones of 1,000 and
// 10,000 nodes: the median of several runs, and the cost per node to show it grows linearly.
import { performance } from 'node:perf_hooks';
import { loadManifest } from '../../src/model/manifest/load.ts';
import type { ManifestFile } from '../../src/model/manifest/parse.ts';
import { portalIds, readPortal } from '../manifest/files.ts';
import { generateManifest } from './generate-manifest.ts';

const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function time(files: ManifestFile[], runs: number) {
  loadManifest(files); // warm-up
  const times: number[] = [];
  let nodes = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const { model, issues } = loadManifest(files);
    times.push(performance.now() - start);
    if (!model) throw new Error(`benchmark manifest is invalid: ${issues[0]?.message}`);
    nodes = Object.keys(model.nodes).length;
  }
  return { nodes, ms: median(times) };
}

export function benchValidator(): string[] {
  const cases: [string, ManifestFile[], number][] = [
    ...portalIds().map((p): [string, ManifestFile[], number] => [`manifest/${p}`, readPortal(p), 20]),
    ['generated 1,000 nodes', [{ name: 'gen-1k.yaml', text: generateManifest(1_000) }], 10],
    ['generated 10,000 nodes', [{ name: 'gen-10k.yaml', text: generateManifest(10_000) }], 5],
  ];
  return cases.map(([label, files, runs]) => {
    const { nodes, ms } = time(files, runs);
    return `${label.padEnd(24)} ${String(nodes).padStart(6)} nodes  ${ms.toFixed(1).padStart(8)} ms  ${((ms * 1000) / nodes).toFixed(1).padStart(6)} µs/node`;
  });
}
