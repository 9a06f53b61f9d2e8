// npm run bench — prints figures for the production build; never a pass/fail test.
// PORTAL=mahasiswa npm run bench measures another portal (default dosen; any folder of manifest/,
// or a portal folder by its path).
import { join } from 'node:path';
import { bundleFigures, formatBundle } from './bench/bundle.ts';
import { benchColdLoad } from './bench/cold-load.ts';
import { benchValidator } from './bench/validator.ts';
import { portalFromEnv, projectRoot } from './lib/manifest-files.ts';

const portal = portalFromEnv('npm run bench');

console.log('Manifest validator (median; load + validate + compile)');
for (const line of benchValidator()) console.log(`  ${line}`);

console.log(`\nCold load of ${portal} in headless Chromium (nginx with deploy/nginx.conf.template)`);
for (const line of await benchColdLoad(portal)) console.log(`  ${line}`);

console.log('\nBundle (the build measured above)');
for (const line of formatBundle(bundleFigures(join(projectRoot, 'test-output/bench/dist')))) console.log(`  ${line}`);
