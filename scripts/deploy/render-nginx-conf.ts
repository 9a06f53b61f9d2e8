// npm run deploy:nginx-conf > /etc/nginx/conf.d/portal-dosen.conf
// Reads PORTAL_LISTEN, PORTAL_ROOT, PORTAL_CONNECT_SRC and PORTAL_FRAME_SRC from the environment,
// the switches PORTAL_HSTS, PORTAL_BROTLI and PORTAL_ANALYTICS (on|off) when set, and the live status feed's
// PORTAL_STATUS_UPSTREAM and PORTAL_STATUS_PATH (docs/operations.md).
import { brotliModuleEnabled, renderNginxConf, type NginxSettings } from './nginx-conf.ts';

const names = ['PORTAL_LISTEN', 'PORTAL_ROOT', 'PORTAL_CONNECT_SRC', 'PORTAL_FRAME_SRC'] as const;
const missing = names.filter((n) => !process.env[n]);
if (missing.length) {
  console.error(`set ${missing.join(', ')} (see deploy/nginx.conf.template)`);
  process.exit(2);
}
const settings = Object.fromEntries(names.map((n) => [n, process.env[n]!])) as unknown as NginxSettings;
// Unset: brotli_static when this machine's nginx loads the module, which the template cannot ask.
const brotli = process.env.PORTAL_BROTLI || (brotliModuleEnabled() ? 'on' : 'off');
try {
  const { PORTAL_HSTS, PORTAL_ANALYTICS, PORTAL_STATUS_UPSTREAM, PORTAL_STATUS_PATH } = process.env;
  process.stdout.write(
    renderNginxConf({ ...settings, PORTAL_HSTS, PORTAL_BROTLI: brotli, PORTAL_ANALYTICS, PORTAL_STATUS_UPSTREAM, PORTAL_STATUS_PATH }),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
