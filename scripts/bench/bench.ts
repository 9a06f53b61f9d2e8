// npm run bench — prints figures for the production build; never part of npm test. It exits 1
// when a figure is over its budget (`budgets` in bench/cold-load.ts), so a run says so without reading it.
// PORTAL=mahasiswa npm run bench measures another portal (default dosen; any folder of manifest/,
// or a portal folder by its path). BENCH_RUNS=n sets the rounds of the cold loads (default 9; each
// round loads the dashboard in 10 fresh profiles: 6.8 minutes a round on this 2-core machine, measured
// 2026-11-29);
// BENCH_ENGINE_RUNS=n the rounds of Firefox's and WebKit's first visits (default 5, about 2 minutes);
// BENCH_CONTROL_RUNS=n the rounds of the controls' answers (default 3; 26 loads a round);
// PORTAL_BENCH_PORT_BASE=n moves its servers' ports (default 4200: ports n+10 to n+84).
import { bundleFigures, formatBundle, kb } from './bundle.ts';
import { benchColdLoad } from './cold-load.ts';
import { formatWeights, moduleWeights } from './module-weights.ts';
import { stackFloor } from './stack-floor.ts';
import { benchValidator } from './validator.ts';
import { portalFromEnv } from '../manifest/files.ts';

const portal = portalFromEnv('npm run bench');

console.log('Manifest validator (median; load + validate + compile)');
for (const line of benchValidator()) console.log(`  ${line}`);

console.log(`\nThe signed-in dashboard of ${portal}, loaded in headless Chromium (nginx with deploy/nginx.conf.template)`);
const { lines, over, engines, controls, firstVisitJs, dist } = await benchColdLoad(portal);
for (const line of lines) console.log(`  ${line}`);

console.log(`\nThe same first visit in Firefox and WebKit (not budgeted; bench/engines.ts says what differs from Chromium's figures)`);
for (const line of engines) console.log(`  ${line}`);

console.log(
  '\nControls answering a click on the CPU 4× first visit, desktop: from the click to the first frame that shows its answer (bench/control-answers.ts)',
);
for (const line of controls) console.log(`  ${line}`);

console.log('\nBundle (the build measured above)');
for (const line of formatBundle(bundleFigures(dist))) console.log(`  ${line}`);
// What the stack weighs before any of the portal's code: the floor under "JS fetched until settled".
const floor = await stackFloor();
console.log(
  `  ${'the stack alone'.padEnd(22)} JS ${kb(floor.bytes).padStart(21)}  (React, react-dom, router, jotai, zod/mini: one route; bench/stack-floor.ts)`,
);

console.log(
  `\nThe CPU 4× first visit's JavaScript by module (${firstVisitJs.length} files, gzip -9 shared by source map; bench/module-weights.ts)`,
);
for (const line of formatWeights(moduleWeights(dist, firstVisitJs), floor.packages)) console.log(`  ${line}`);

if (over.length > 0) {
  console.error(`\nOver budget:\n${over.map((line) => `  ${line}`).join('\n')}`);
  process.exitCode = 1;
}
