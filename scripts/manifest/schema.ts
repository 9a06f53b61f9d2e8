// npm run schema:generate — writes schema/manifest.schema.json from the zod schema.
// tests/model/manifest/schema.test.ts fails when the checked-in file is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestJsonSchema } from '../../schema/json-schema.ts';
import { projectRoot } from './files.ts';

const target = join(projectRoot, 'schema/manifest.schema.json');
writeFileSync(target, manifestJsonSchema());
console.log(`wrote ${target}`);
