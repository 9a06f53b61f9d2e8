// Renders deploy/nginx.conf.template. Only ${PORTAL_*} names are replaced, so nginx's own
// variables ($uri, $portal_csp) stay — the same as `envsubst '${PORTAL_LISTEN} …'` with a list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootScriptCspHash } from './boot-script.ts';
import { projectRoot } from './manifest-files.ts';

export interface NginxSettings {
  PORTAL_LISTEN: string;
  PORTAL_ROOT: string;
  PORTAL_CONNECT_SRC: string;
  PORTAL_FRAME_SRC: string;
}

export function renderNginxConf(settings: NginxSettings): string {
  const template = readFileSync(join(projectRoot, 'deploy/nginx.conf.template'), 'utf8');
  // Derived from the code, not chosen by the operator.
  const values: Record<string, string> = { ...settings, PORTAL_BOOT_SCRIPT_HASH: bootScriptCspHash() };
  return template.replace(/\$\{(PORTAL_[A-Z_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf.template: no value for \${${name}}`);
    return value;
  });
}
