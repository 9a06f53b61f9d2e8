// Step 3: the rules that span nodes, systems and files, one function per numbered rule of
// docs/manifest-rules.md (listed in ./rules/index.ts). Every rule reports and the next still
// runs, so an editor sees all problems of a manifest in one run.
import type { ManifestIssue } from './issues.ts';
import type { ReadManifest } from './read.ts';
import { buildContext } from './rules/context.ts';
import { rules } from './rules/index.ts';

export interface ValidateOptions {
  /** The current time (epoch ms) that ended windows (W3) are judged against; defaults to now. */
  now?: number;
}

export function validate(read: ReadManifest, { now = Date.now() }: ValidateOptions = {}): ManifestIssue[] {
  const context = buildContext(read, now);
  return rules.flatMap((rule) => rule(context));
}
