import { describe, expect, it } from 'vitest';
import { parseTemplate } from '../../../src/model/manifest/url-template.ts';
import { planLaunch } from '../../../src/features/launch/plan.ts';
import { fillTemplate } from '../../../src/features/launch/template.ts';
import type { PortalNode, TimeWindow } from '../../../src/model/manifest/model.ts';
import type { SessionFlag } from '../../../schema/vocabulary.ts';

const node = (
  template: string,
  requires: SessionFlag[] = [],
  window?: TimeWindow,
): Pick<PortalNode, 'behaviour' | 'requires' | 'window'> => ({
  behaviour: { kind: 'url', template, parts: parseTemplate(template).parts },
  requires,
  ...(window && { window }),
});

describe('fillTemplate', () => {
  const parts = (t: string) => parseTemplate(t).parts;

  it('URL-encodes values', () => {
    expect(fillTemplate(parts('https://s.id/?q=<namaTanpaGelar>'), { namaTanpaGelar: 'Budi & Sons/Co?' })).toEqual({
      ok: true,
      url: 'https://s.id/?q=Budi%20%26%20Sons%2FCo%3F',
    });
  });

  it('slug lowercases and turns runs of spaces into one hyphen, before encoding', () => {
    expect(fillTemplate(parts('https://rg.net/profile/<namaTanpaGelar:slug>'), { namaTanpaGelar: ' Budi  Santoso Wibowo ' })).toEqual({
      ok: true,
      url: 'https://rg.net/profile/budi-santoso-wibowo',
    });
  });

  it('keeps unicode names intact through encoding', () => {
    const result = fillTemplate(parts('https://rg.net/<namaTanpaGelar:slug>'), { namaTanpaGelar: "Nur'aini Ayu Çelik" });
    expect(result).toEqual({ ok: true, url: "https://rg.net/nur'aini-ayu-%C3%A7elik" });
    expect(decodeURIComponent((result as { url: string }).url)).toBe("https://rg.net/nur'aini-ayu-çelik");
  });

  it('applies lower and upper', () => {
    expect(fillTemplate(parts('https://x.id/<userEmail:lower>/<nip:upper>'), { userEmail: 'A@UT.AC.ID', nip: 'ab1' })).toEqual({
      ok: true,
      url: 'https://x.id/a%40ut.ac.id/AB1',
    });
  });

  it('places a name without its invisible edges or direction controls', () => {
    expect(fillTemplate(parts('https://x.id/?q=<namaTanpaGelar>'), { namaTanpaGelar: '\u200B Siti\u202E  Rahma \uFEFF' })).toEqual({
      ok: true,
      url: 'https://x.id/?q=Siti%20Rahma',
    });
  });

  it.each([null, undefined, '', '   ', '\u200B\u202E', ' \u2066\u3164 '])(
    'reports a missing value (%j) instead of filling a hole',
    (value) => {
      expect(fillTemplate(parts('https://x.id/?t=<idToken>'), { idToken: value })).toEqual({ ok: false, missing: 'idToken' });
    },
  );
});

describe('planLaunch', () => {
  it('opens the filled URL', () => {
    expect(planLaunch(node('https://sinta.id/authors?q=<namaTanpaGelar>'), { namaTanpaGelar: 'Siti Rahmawati' })).toEqual({
      kind: 'open',
      url: 'https://sinta.id/authors?q=Siti%20Rahmawati',
    });
  });

  it('denies when a required flag is not true (any boolean flag)', () => {
    expect(planLaunch(node('https://rpl.id', ['statusAsesor']), { statusAsesor: false })).toEqual({
      kind: 'denied',
      missing: ['statusAsesor'],
    });
    expect(planLaunch(node('https://rpl.id', ['statusAsesor', 'accessLkam']), { statusAsesor: true })).toEqual({
      kind: 'denied',
      missing: ['accessLkam'],
    });
    expect(planLaunch(node('https://rpl.id', ['statusAsesor']), { statusAsesor: true }).kind).toBe('open');
  });

  it('checks requirements before filling: a non-assessor learns about access, not a missing token', () => {
    expect(planLaunch(node('https://rpl.id/?t=<idToken>', ['statusAsesor']), {}).kind).toBe('denied');
  });

  it('aborts with the R-ERR-3 message when the id token is missing', () => {
    expect(planLaunch(node('https://bimbingan.ut.ac.id/tapm?id_token=<idToken>'), { idToken: null })).toEqual({
      kind: 'unavailable',
      field: 'idToken',
      message: 'idToken tidak tersedia',
    });
  });

  describe('time windows', () => {
    // An exam-period link: 1 Dec 2026 08:00 WIB (inclusive) until 21 Dec 2026 00:00 WIB (exclusive).
    const examWindow = { from: Date.UTC(2026, 11, 1, 1), until: Date.UTC(2026, 11, 20, 17) };
    const exam = node('https://ujian.ut.ac.id/?nip=<nip>', [], examWindow);

    it('is closed before `from` and from `until` on, and opens inside (bounds in WIB)', () => {
      expect(planLaunch(exam, { nip: '1' }, examWindow.from - 1)).toEqual({ kind: 'closed', window: examWindow });
      expect(planLaunch(exam, { nip: '1' }, examWindow.from)).toEqual({ kind: 'open', url: 'https://ujian.ut.ac.id/?nip=1' });
      expect(planLaunch(exam, { nip: '1' }, examWindow.until - 1).kind).toBe('open');
      expect(planLaunch(exam, { nip: '1' }, examWindow.until)).toEqual({ kind: 'closed', window: examWindow });
    });

    it('handles open-ended windows', () => {
      const since = node('https://x.id', [], { from: 1000 });
      const until = node('https://x.id', [], { until: 1000 });
      expect(planLaunch(since, {}, 999).kind).toBe('closed');
      expect(planLaunch(since, {}, 1000).kind).toBe('open');
      expect(planLaunch(until, {}, 999).kind).toBe('open');
      expect(planLaunch(until, {}, 1000).kind).toBe('closed');
    });

    it('is closed for everyone outside the window, before the access check', () => {
      const gated = node('https://rpl.id', ['statusAsesor'], { until: 1000 });
      expect(planLaunch(gated, { statusAsesor: false }, 1000).kind).toBe('closed');
      expect(planLaunch(gated, { statusAsesor: false }, 999).kind).toBe('denied');
    });

    it('uses the current time by default', () => {
      expect(planLaunch(node('https://x.id', [], { until: Date.now() - 60_000 }), {}).kind).toBe('closed');
      expect(planLaunch(node('https://x.id', [], { from: Date.now() - 60_000 }), {}).kind).toBe('open');
    });
  });

  it('checks the filled URL against the protocol allowlist again', () => {
    expect(planLaunch(node('<namaTanpaGelar>'), { namaTanpaGelar: 'javascript:alert(1)' })).toEqual({
      kind: 'unsafe',
      reason: 'not an absolute https:// address',
    });
  });
});
