// npm run dev — the portal with its embedded local identity provider and portal API, no internet
// needed. PORTAL=mahasiswa serves the student/tutor variant (any folder of manifest/, or a folder by
// its path). Ctrl+C stops everything.
import { createServer, type ProxyOptions } from 'vite';
import { loadManifest } from '../../src/model/manifest/load.ts';
import { portalFromEnv, readPortal } from '../manifest/files.ts';
import { DEMO_USERS } from './services/users.ts';
import { startDevServices } from './services/index.ts';
import { startStatusPage, type StatusPage } from './services/status-page.ts';

// Before any service starts: an unknown portal is a typo, said at once.
const portal = portalFromEnv('npm run dev');

const port = Number(process.env.PORT ?? 5173);
const portalOrigin = `http://localhost:${port}`;
// A manifest with errors has no model: Vite's plugin shows them, and the provider knows the default paths.
const model = loadManifest(readPortal(portal)).model;
const services = await startDevServices({
  idpPort: Number(process.env.DEV_IDP_PORT ?? 4010),
  apiPort: Number(process.env.DEV_API_PORT ?? 4020),
  portalOrigin,
  // The portal's sign-out returns to its own signed-out page, which the provider must know.
  ...(model && { portalPaths: { [portalOrigin]: model.portal.paths } }),
});
// Vite exposes VITE_* variables from the process environment to the app.
Object.assign(process.env, services.env);

// A portal that reads a status page at a path of its own gets the local stand-in there, with the
// monitors of the captured Uptime Kuma page, every one up (scripts/dev/services/status-page.ts; its
// /__control changes that), as nginx passes the real one on in production.
const status = model?.portal.status;
let statusPage: StatusPage | undefined;
const proxy: Record<string, ProxyOptions> = {};
if (status?.url.startsWith('/')) {
  statusPage = await startStatusPage({ port: Number(process.env.DEV_STATUS_PORT ?? 4030), slugs: [status.slug] });
  proxy[`${status.url}/api/status-page/`] = { target: statusPage.url, rewrite: (path) => path.slice(status.url.length) };
}

const vite = await createServer({ server: { port, proxy } });
await vite.listen();

console.log(`\n  Portal (${portal}): ${portalOrigin}/`);
console.log(`  Identity provider:  ${services.issuer}`);
console.log(`  Portal API:         ${services.apiUrl}`);
if (statusPage) console.log(`  Status page:        ${statusPage.url} (at ${portalOrigin}${status!.url})`);
console.log(`  UI catalogue:       ${portalOrigin}/dev/ui.html\n`);
console.log('  Demo lecturers (password = login):');
for (const user of DEMO_USERS) console.log(`    ${user.login.padEnd(13)} ${user.portal.nama} — ${user.shows}`);
console.log('\n  Ctrl+C to stop.\n');

const stop = async () => {
  await vite.close();
  await statusPage?.close();
  await services.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
