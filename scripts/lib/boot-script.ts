// The pre-paint boot script (src/boot/boot.js) is inlined into index.html, because a separate
// render-blocking request costs the menu's first paint more than the script itself. The CSP allows
// exactly this script by its hash, which the nginx config renderer computes from the same file.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './manifest-files.ts';

export const bootScriptSource = (): string => {
  const source = readFileSync(join(projectRoot, 'src/boot/boot.js'), 'utf8');
  if (source.includes('</')) throw new Error('src/boot/boot.js must not contain "</": it is inlined into <script>');
  return source;
};

/** The CSP source expression that allows the inlined boot script. */
export const bootScriptCspHash = (source = bootScriptSource()): string =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
