import type { NodeEnglish, PortalModel } from '../../../src/model/manifest/model.ts';
import { realModel } from '../real-model.ts';

/**
 * The lecturer portal with English text on exactly the nodes given and on no other, whatever the
 * real manifest holds, so a test knows which labels must be English and which must fall back.
 */
export function modelWithEnglish(english: Record<string, NodeEnglish>): PortalModel {
  const model = structuredClone(realModel('dosen'));
  for (const node of Object.values(model.nodes)) delete node.en;
  for (const [id, en] of Object.entries(english)) {
    if (!model.nodes[id]) throw new Error(`no node ${id} in the lecturer portal`);
    model.nodes[id].en = en;
  }
  return model;
}
