// The compiled model travels inside index.html as a JSON data block, not inside the JavaScript:
// JSON.parse is cheaper than evaluating the same object literal, the first-load bundle stays
// smaller, and an edit of the manifest changes only index.html, so lecturers' browsers keep the
// cached app files. scripts/build/portal-plugin.ts writes the block; `virtual:portal-model` reads it.
import { MODEL_ID } from './ids.ts';
import type { PortalModel } from '../../model/manifest/model.ts';

/** The data block's text: JSON with every "<" escaped, so no manifest text can end the element. */
export const modelBlockText = (model: PortalModel): string => JSON.stringify(model).replace(/</g, '\\u003c');

const parsed = new WeakMap<Document, PortalModel>();

/** The page's model, parsed at its first use (the pre-rendered menu's first click, or the app's start) and kept. */
export function readModel(doc: Document = document): PortalModel {
  const known = parsed.get(doc);
  if (known) return known;
  const block = doc.getElementById(MODEL_ID);
  if (!block?.textContent)
    throw new Error(
      `This page carries no portal model (<script id="${MODEL_ID}">): serve the index.html built together with these assets.`,
    );
  const model = JSON.parse(block.textContent) as PortalModel;
  parsed.set(doc, model);
  return model;
}
