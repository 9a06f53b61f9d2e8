// @vitest-environment jsdom
// A token reaches only its system's origin (docs/security.md, M25): the launcher checks the filled
// address again, so a model that bypassed the manifest check (an edited build, a forged copy) still
// opens nothing off its system. Each template below is refused by the check too
// (tests/model/manifest/rules/m25-urls-stay-on-their-system.test.ts, m11-…).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchItem } from '../../../src/features/launch/open-item.ts';
import { planLaunch } from '../../../src/features/launch/plan.ts';
import { type LaunchEvent, launchSinkAtom } from '../../../src/features/launch/report.ts';
import { urlBehaviour } from '../../../src/model/manifest/compile.ts';
import type { PortalModel, PortalNode } from '../../../src/model/manifest/model.ts';
import { authAtom, createSessionStore, signedOut } from '../../../src/platform/session/state.ts';
import { realModel } from '../../support/real-model.ts';

const notify = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn(), failure: vi.fn() }));
vi.mock('../../../src/platform/ui/notify.ts', () => ({ notify }));

const model = realModel('dosen');
const tapm = model.nodes.tapm!;
if (tapm.behaviour.kind !== 'url') throw new Error('tapm is a url item');
const system = model.systems[tapm.behaviour.system!]!;
const origin = new URL(system.url).origin;

/** `tapm` as compile.ts would have built it from `template` had the check let it through. */
const forged = (template: string): PortalNode => ({ ...tapm, behaviour: urlBehaviour(template, (name) => model.systems[name]!.url) });

/** An unsigned id token valid for an hour: fresh, so the launch does not renew it first. */
const idToken = [{ alg: 'none' }, { sub: 'asesor', exp: Math.floor(Date.now() / 1000) + 3600 }]
  .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
  .join('.')
  .concat('.sig');
const session = { idToken, nip: 'evil.example', token: 'portal-token', token2: 'calendar-token' };

const ref = `{${tapm.behaviour.system}}`;
const hostile = [
  ['a suffix that continues the host', `${ref}.evil.example/tapm?id_token=<idToken>`, `${origin}.evil.example`],
  ['userinfo', `${ref}@evil.example/tapm?id_token=<idToken>`, 'https://evil.example'],
  ['a port-like part', `${ref}:8443/tapm?id_token=<idToken>`, `${origin}:8443`],
  ['a placeholder before the host ends', `${ref}<nip>/tapm?id_token=<idToken>`, `${origin}evil.example`],
  ['a look-alike dot', `${ref}。evil.example/tapm?id_token=<idToken>`, `${origin}.evil.example`],
  ['a tab the URL parser drops', `${ref}\t.evil.example/tapm?id_token=<idToken>`, `${origin}.evil.example`],
  ['a look-alike literal host without {system}', `${origin}.evil.example/tapm?id_token=<idToken>`, `${origin}.evil.example`],
  ['a token without {system}', 'https://evil.example/tapm?id_token=<idToken>', 'https://evil.example'],
] as const;

afterEach(() => vi.restoreAllMocks());

describe('the launch refuses an address off its system', () => {
  it.each(hostile)('%s', (_, template, reached) => {
    expect(planLaunch(forged(template), session)).toEqual({
      kind: 'foreign-origin',
      reached,
      ...(template.startsWith(ref) && { expected: origin }),
    });
  });

  it('opens the shipped address, and one on the same origin written another way', async () => {
    expect(planLaunch(tapm, session)).toMatchObject({ kind: 'open', url: expect.stringMatching(`^${origin}/`) });
    expect(planLaunch(forged(`${ref}?a=<nip>`), session)).toEqual({ kind: 'open', url: `${origin}/?a=evil.example` });
  });

  it('opens no tab, tells the lecturer in their language and reports the refusal', async () => {
    const store = createSessionStore();
    store.set(authAtom, { ...signedOut, ...session });
    const events: LaunchEvent[] = [];
    store.set(launchSinkAtom, (event) => events.push(event));
    const open = vi.fn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const plan = await launchItem(forged(`${ref}@evil.example/tapm?id_token=<idToken>`), store, model as PortalModel, open);
    expect(plan).toMatchObject({ kind: 'foreign-origin' });
    expect(open).not.toHaveBeenCalled();
    expect(notify.error).toHaveBeenLastCalledWith(
      expect.stringMatching(
        /^Tautan .+ mengarah ke luar alamat sistemnya, sehingga tidak dibuka agar data login Anda tidak terkirim ke tempat lain\./,
      ),
    );
    expect(log).toHaveBeenLastCalledWith(`tapm: the filled address is on https://evil.example, not on its system's ${origin}`);
    expect(events).toEqual([{ menu_item: 'tapm', menu_group: tapm.parent, portal: model.portal.id, outcome: 'foreign-origin' }]);
  });
});
