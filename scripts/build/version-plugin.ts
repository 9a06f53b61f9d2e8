// The build's version (src/features/deploys/version.ts): a hash of everything the bundle holds — the
// pages with their menu, every chunk and stylesheet — written into index.html as a meta tag and
// beside it as /version.json. An open page compares the two to tell a deployment from a network
// fault (src/features/deploys/deploys.ts). The hash covers index.html itself, so a change to the menu
// alone (which changes nothing but index.html) is a new version too; the meta tag is written after
// hashing, over a placeholder that is part of what was hashed.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { VERSION_FILE, VERSION_META_NAME, versionFileText } from '../../src/features/deploys/version.ts';

const placeholder = '__PORTAL_VERSION__';

export function portalVersion(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-version',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // The app's page only (not the sign-in redirect page or the UI catalogue).
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        resolve(ctx.filename) === resolve(config.root, 'index.html')
          ? html.replace('</title>', `</title>\n    <meta name="${VERSION_META_NAME}" content="${placeholder}" />`)
          : html,
    },
    // After the pages are in the bundle (Vite emits them in its own generateBundle) and the other
    // plugins' files (robots.txt).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const hash = createHash('sha256');
        for (const name of Object.keys(bundle).sort()) {
          const file = bundle[name]!;
          hash.update(`${name}\0`);
          hash.update(file.type === 'chunk' ? file.code : file.source);
          hash.update('\0');
        }
        const version = hash.digest('base64url').slice(0, 16);
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || typeof page.source !== 'string' || !page.source.includes(placeholder))
          this.error(`portal-version: index.html has no ${VERSION_META_NAME} meta to fill`);
        page.source = page.source.replace(placeholder, version);
        this.emitFile({ type: 'asset', fileName: VERSION_FILE, source: versionFileText(version) });
      },
    },
  };
}
