// npm run deploy:nginx-conf > /etc/nginx/conf.d/portal-dosen.conf
// Reads PORTAL_LISTEN, PORTAL_ROOT, PORTAL_CONNECT_SRC and PORTAL_FRAME_SRC from the environment.
import { renderNginxConf, type NginxSettings } from './lib/nginx-conf.ts';

const names = ['PORTAL_LISTEN', 'PORTAL_ROOT', 'PORTAL_CONNECT_SRC', 'PORTAL_FRAME_SRC'] as const;
const missing = names.filter((n) => !process.env[n]);
if (missing.length) {
  console.error(`set ${missing.join(', ')} (see deploy/nginx.conf.template)`);
  process.exit(2);
}
process.stdout.write(renderNginxConf(Object.fromEntries(names.map((n) => [n, process.env[n]!])) as unknown as NginxSettings));
