// npm run dev — the portal with its embedded local identity provider and portal API, no internet
// needed. PORTAL=mahasiswa serves the student/tutor variant (any folder of manifest/, or a folder by
// its path). Ctrl+C stops everything.
import { createServer } from 'vite';
import { portalFromEnv } from './lib/manifest-files.ts';
import { DEMO_USERS } from './dev-services/users.ts';
import { startDevServices } from './dev-services/index.ts';

// Before any service starts: an unknown portal is a typo, said at once.
const portal = portalFromEnv('npm run dev');

const port = Number(process.env.PORT ?? 5173);
const portalOrigin = `http://localhost:${port}`;
const services = await startDevServices({
  idpPort: Number(process.env.DEV_IDP_PORT ?? 4010),
  apiPort: Number(process.env.DEV_API_PORT ?? 4020),
  portalOrigin,
});
// Vite exposes VITE_* variables from the process environment to the app.
Object.assign(process.env, services.env);

const vite = await createServer({ server: { port } });
await vite.listen();

console.log(`\n  Portal (${portal}): ${portalOrigin}/`);
console.log(`  Identity provider:  ${services.issuer}`);
console.log(`  Portal API:         ${services.apiUrl}`);
console.log(`  UI catalogue:       ${portalOrigin}/dev/ui.html\n`);
console.log('  Demo lecturers (password = login):');
for (const user of DEMO_USERS) console.log(`    ${user.login.padEnd(13)} ${user.portal.nama} — ${user.shows}`);
console.log('\n  Ctrl+C to stop.\n');

const stop = async () => {
  await vite.close();
  await services.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
