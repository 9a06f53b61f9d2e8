// What clicking a url node should do for this session. Pure: the effect lives in open.ts.
import type { PortalNode } from '../manifest/model.ts';
import { checkUrl } from '../manifest/url-policy.ts';
import type { SessionFlag } from '../../schema/vocabulary.ts';
import { unmetRequirements, type SessionFlags } from './rules.ts';
import { fillTemplate, type PlaceholderValues } from './template.ts';

export type LaunchPlan =
  | { kind: 'open'; url: string }
  | { kind: 'denied'; missing: SessionFlag[] }
  | { kind: 'unavailable'; field: string; message: string }
  | { kind: 'unsafe'; reason: string };

export type LaunchSession = PlaceholderValues & SessionFlags;

export function planLaunch(node: Pick<PortalNode, 'behaviour' | 'requires'>, session: LaunchSession): LaunchPlan {
  if (node.behaviour.kind !== 'url') throw new Error('planLaunch is for url nodes');
  const missing = unmetRequirements(node.requires, session);
  if (missing.length) return { kind: 'denied', missing };
  const filled = fillTemplate(node.behaviour.parts, session);
  // SPEC §8: the console message for a missing id token is "idToken tidak tersedia".
  if (!filled.ok) return { kind: 'unavailable', field: filled.missing, message: `${filled.missing} tidak tersedia` };
  const verdict = checkUrl(filled.url);
  return verdict.ok ? { kind: 'open', url: verdict.url.href } : { kind: 'unsafe', reason: verdict.reason };
}
