// M20: the live status has somewhere to come from. A system's `monitor` names a monitor on the
// portal's status page, so it needs the portal's `status` block; and the browser asks that page at
// `status.url`, which is a path on the portal's own origin (the web server passes it on) or an
// https address (http only on this machine), the base the runtime adds /api/status-page/… to.
import type { ManifestIssue } from '../issues.ts';
import type { MonitorRef } from '../model.ts';
import { checkUrl } from '../url-policy.ts';
import { issue, type RuleContext } from './context.ts';

/** Stands for the portal's origin when a path is read the way the browser will read it. */
const portalOrigin = 'https://portal.invalid';

/** What is wrong with a status address, if anything. */
function statusUrlProblem(url: string): string | undefined {
  if (/[?#]/.test(url)) return 'the status page address is a base without ?query or #fragment';
  if (url.startsWith('/')) {
    if (/^\/[/\\]/.test(url)) return 'protocol-relative addresses are not allowed; write a path such as /status-feed, or https://';
    if (url === '/') return 'the status feed needs a path of its own on the portal, such as /status-feed';
    // The browser resolves . and .. segments (also written %2e), turns backslashes into slashes and
    // encodes spaces: the path it asks for would not be the one the web server is told to pass on.
    const asked = new URL(url, portalOrigin).pathname;
    if (asked !== url) return `the browser would ask for ${asked}; write a plain path, without "." or ".." segments, backslashes or spaces`;
    return undefined;
  }
  const verdict = checkUrl(url);
  if (!verdict.ok) {
    return /^[a-z][a-z0-9+.-]*:/i.test(url.trim())
      ? verdict.reason
      : 'write a path on the portal starting with / (such as /status-feed) or an absolute https:// address';
  }
  if (verdict.url.username || verdict.url.password) return 'no user name or password in the status page address';
  return undefined;
}

/** `monitor 4` (an id) or `monitor "E-Learning UT"` (a name), as messages write it. */
export const monitorText = (ref: MonitorRef) => (typeof ref === 'number' ? `monitor ${ref}` : `monitor "${ref}"`);

export function m20ValidStatusSource({ portal, systems }: RuleContext): ManifestIssue[] {
  if (!portal) return []; // no portal block (or a broken one): reported already
  const issues: ManifestIssue[] = [];
  const status = portal.value.status;
  if (status) {
    const problem = statusUrlProblem(status.url);
    if (problem) issues.push(issue('STATUS_SOURCE', portal, ['status', 'url'], `portal.status.url "${status.url}": ${problem}`));
  } else {
    for (const system of systems.values()) {
      if (system.value.monitor === undefined) continue;
      issues.push(
        issue(
          'STATUS_SOURCE',
          system,
          ['monitor'],
          `system ${system.value.name}: ${monitorText(system.value.monitor)} names a monitor on the portal's status page, but the portal has none; ` +
            'add status: {provider: uptime-kuma, url, slug} to the portal block, or remove the monitor',
        ),
      );
    }
  }
  return issues;
}
