// A build's index.html served with its model changed, as a build of a changed manifest would serve
// it: in place in the build nginx serves (as pwa.e2e.ts deploys), until `restore`. Neither a route
// that answers the page (Chromium then treats it as public and refuses its requests to the local
// identity provider) nor an init script (it misses the first document of a tab the page opens, a
// launch tab) nor a change of the model's script text (Trusted Types) would do.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompressFile } from '../../../scripts/build/precompress.ts';
import type { PortalModel } from '../../../src/model/manifest/model.ts';
import { MODEL_ID } from '../../../src/shell/first-paint/ids.ts';
import { modelBlockText } from '../../../src/shell/first-paint/model-data.ts';
import { OUTPUT_DIR } from '../../e2e/global-setup.ts';

export function serveModel(site: 'dosen' | 'mahasiswa' | 'kampus', change: (model: PortalModel) => void): { restore(): void } {
  const index = join(OUTPUT_DIR, `dist-${site}`, 'index.html');
  const original = readFileSync(index, 'utf8');
  const block = new RegExp(`(<script type="application/json" id="${MODEL_ID}">)([\\s\\S]*?)(</script>)`);
  const [, open, json, close] = block.exec(original)!;
  const changed = JSON.parse(json!) as PortalModel;
  change(changed);
  writeFileSync(index, original.replace(block, `${open}${modelBlockText(changed)}${close}`));
  precompressFile(index);
  return {
    restore() {
      writeFileSync(index, original);
      precompressFile(index);
    },
  };
}
