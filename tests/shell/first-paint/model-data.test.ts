// @vitest-environment jsdom
// src/shell/first-paint/model-data.ts: the compiled model written into index.html and read back by the app.
import { describe, expect, it } from 'vitest';
import { MODEL_ID } from '../../../src/shell/first-paint/ids.ts';
import { modelBlockText, readModel } from '../../../src/shell/first-paint/model-data.ts';
import type { PortalModel } from '../../../src/model/manifest/model.ts';
import { realModel } from '../../support/real-model.ts';

function pageWith(model: PortalModel): Document {
  const doc = document.implementation.createHTMLDocument('portal');
  // Parsed as HTML, the way the browser reads index.html.
  doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="${MODEL_ID}">${modelBlockText(model)}</script><p id="after">after</p>`;
  return doc;
}

describe('the model data block', () => {
  it('carries the compiled model unchanged', () => {
    const model = realModel('dosen');
    expect(readModel(pageWith(model))).toEqual(model);
  });

  it('is parsed once per page: the pre-rendered menu and the app share one model', () => {
    const doc = pageWith(realModel('dosen'));
    expect(readModel(doc)).toBe(readModel(doc));
  });

  it('cannot be ended early by text in the manifest', () => {
    const model = realModel('mahasiswa');
    const hostile = { ...model, portal: { ...model.portal, title: 'A </script><p id="x">injected</p> <!-- B' } };
    const doc = pageWith(hostile);
    expect(doc.getElementById('x')).toBeNull();
    expect(doc.getElementById('after')).not.toBeNull();
    expect(readModel(doc).portal.title).toBe(hostile.portal.title);
  });

  it('names the deployment problem when the page has no model', () => {
    expect(() => readModel(document.implementation.createHTMLDocument('other'))).toThrow(
      /no portal model .* index\.html built together with these assets/,
    );
  });
});
