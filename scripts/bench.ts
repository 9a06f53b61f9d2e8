// npm run bench — prints figures; never a pass/fail test.
import { benchValidator } from './bench/validator.ts';

console.log('Manifest validator (median, load + validate + compile)');
for (const line of benchValidator()) console.log(`  ${line}`);
