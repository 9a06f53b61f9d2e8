import { z } from 'zod';
import { manifestFileSchema } from './manifest.ts';

/** The JSON Schema text editors use (via the yaml-language-server line in each manifest file). */
export const manifestJsonSchema = () => `${JSON.stringify(z.toJSONSchema(manifestFileSchema, { io: 'input' }), null, 2)}\n`;
