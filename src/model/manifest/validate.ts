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
  /**
   * Reads a file of the portal's folder by the name the manifest gives it (the logo, M24); undefined
   * when there is no such file. Without it (a manifest read from git, a test), files are not checked.
   */
  readAsset?: (name: string) => Uint8Array | undefined;
}

export function validate(read: ReadManifest, { now = Date.now(), readAsset }: ValidateOptions = {}): ManifestIssue[] {
  const context = { ...buildContext(read, now), readAsset };
  return rules.flatMap((rule) => rule(context));
}
