// npm run bench — prints figures for the production build; never a pass/fail test.
import { join } from 'node:path';
import { bundleFigures, formatBundle } from './bench/bundle.ts';
import { benchColdLoad } from './bench/cold-load.ts';
import { benchValidator } from './bench/validator.ts';
import { projectRoot } from './lib/manifest-files.ts';

console.log('Manifest validator (median; load + validate + compile)');
for (const line of benchValidator()) console.log(`  ${line}`);

console.log('\nCold load in headless Chromium (nginx with deploy/nginx.conf.template)');
for (const line of await benchColdLoad()) console.log(`  ${line}`);

console.log('\nBundle (the build measured above)');
for (const line of formatBundle(bundleFigures(join(projectRoot, 'test-output/bench/dist')))) console.log(`  ${line}`);
