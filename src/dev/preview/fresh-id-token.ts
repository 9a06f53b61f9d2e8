// The launcher's fresh id token in dev: none while "preview as role" withholds it, so an editor
// sees what a lecturer without an id token sees; otherwise the real one (src/auth/fresh-id-token.ts).
import { freshIdToken as realFreshIdToken } from '../../auth/fresh-id-token.ts';
import type { SessionStore } from '../../session/state.ts';
import { previewAtom } from './state.ts';

export async function freshIdToken(store: SessionStore): Promise<string | null> {
  const preview = store.get(previewAtom);
  if (preview && !preview.role.withIdToken) return null;
  return realFreshIdToken(store);
}
