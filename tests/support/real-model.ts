import { readPortal } from '../../scripts/manifest/files.ts';
import { loadManifest } from '../../src/model/manifest/load.ts';
import type { PortalModel } from '../../src/model/manifest/model.ts';

const cache = new Map<string, PortalModel>();

/** The compiled model of a portal manifest: manifest/<portal>/*.yaml, or a folder by its path (a fixture). */
export function realModel(portal: string): PortalModel {
  let model = cache.get(portal);
  if (!model) {
    const result = loadManifest(readPortal(portal));
    if (!result.model) throw new Error(`portal ${portal} does not load: ${result.issues.map((i) => i.message).join('; ')}`);
    model = result.model;
    cache.set(portal, model);
  }
  return model;
}
