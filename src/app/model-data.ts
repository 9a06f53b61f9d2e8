// The compiled model travels inside index.html as a JSON data block, not inside the JavaScript:
// JSON.parse is cheaper than evaluating the same object literal, the first-load bundle stays
// smaller, and an edit of the manifest changes only index.html, so lecturers' browsers keep the
// cached app files. scripts/vite-plugin-portal.ts writes the block; `virtual:portal-model` reads it.
import { MODEL_ID } from '../boot/ids.ts';
import type { PortalModel } from '../manifest/model.ts';

export const modelElementId = MODEL_ID;

/** The data block's text: JSON with every "<" escaped, so no manifest text can end the element. */
export const modelBlockText = (model: PortalModel): string => JSON.stringify(model).replace(/</g, '\\u003c');

export function readModel(doc: Document = document): PortalModel {
  const block = doc.getElementById(modelElementId);
  if (!block?.textContent)
    throw new Error(
      `This page carries no portal model (<script id="${modelElementId}">): serve the index.html built together with these assets.`,
    );
  return JSON.parse(block.textContent) as PortalModel;
}
