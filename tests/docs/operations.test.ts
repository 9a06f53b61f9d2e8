// docs/operations.md shows the status feed's nginx block as `npm run deploy:nginx-conf` renders it
// from deploy/nginx.conf.template (the block the browser tests serve the portal with), and says of
// Uptime Kuma only what it offers: no CORS setting, no base path.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/manifest/files.ts';
import { renderNginxConf } from '../../scripts/deploy/nginx-conf.ts';

const doc = readFileSync(join(projectRoot, 'docs/operations.md'), 'utf8');

/** The status feed's block of the rendered config, between its marker lines, without the server block's indent. */
function renderedBlock(): string {
  const conf = renderNginxConf({
    PORTAL_LISTEN: '443 ssl',
    PORTAL_ROOT: '/srv/portal/dist',
    PORTAL_CONNECT_SRC: '',
    PORTAL_FRAME_SRC: '',
    PORTAL_STATUS_UPSTREAM: 'https://status.example.ac.id',
  });
  const block = /^ *# status feed: begin\n[\s\S]*?^ *# status feed: end\n/m.exec(conf)![0];
  return block.replace(/^ {4}/gm, '');
}

/** The block the document shows, without the list item's indent. */
function documentedBlock(): string {
  const [, block] = /<!-- status-feed-block:[^\n]*-->\n *```nginx\n([\s\S]*?) *```\n *<!-- \/status-feed-block -->/.exec(doc) ?? [];
  return (block ?? '').replace(/^ {3}/gm, '');
}

describe('docs/operations.md, "Connect the live status"', () => {
  it('shows the nginx block the template renders, word for word', () => {
    expect(documentedBlock()).toBe(renderedBlock());
  });

  it('asks Uptime Kuma for no CORS setting or base path, which it does not have', () => {
    const section = doc.slice(doc.indexOf('## Connect the live status'), doc.indexOf('## Retire the service worker'));
    expect(section).not.toMatch(/allow(s)? the portal's origin/i);
    expect(section).toMatch(/sends no CORS headers/);
    expect(section).toMatch(/has no base path/);
  });
});
