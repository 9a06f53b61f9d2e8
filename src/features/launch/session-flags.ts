// `requires: [flag, …]`: every listed boolean session flag must be true.
import type { SessionFlag } from '../../../schema/vocabulary.ts';

export type SessionFlags = Partial<Record<SessionFlag, boolean>>;

export const unmetRequirements = (requires: readonly SessionFlag[], flags: SessionFlags): SessionFlag[] =>
  requires.filter((flag) => flags[flag] !== true);
