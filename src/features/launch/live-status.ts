// The live status of the portal's monitors, as the last poll of its status page found it
// (src/features/launch/status-poll.ts). Undefined before the first answer and after a failed poll: then the
// menu shows no live notice and launches are not interrupted by it.
import { atom } from 'jotai/vanilla';
import type { LiveStatus } from './availability.ts';

export const liveStatusAtom = atom<LiveStatus | undefined>(undefined);
