// The rule list (src/model/manifest/rules/index.ts) and docs/manifest-rules.md describe the same rules:
// a rule documented without a function, or a function without a documented rule, fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { issueCodes } from '../../../../src/model/manifest/issues.ts';
import { parseFile } from '../../../../src/model/manifest/parse.ts';
import { readFiles } from '../../../../src/model/manifest/read.ts';
import { buildContext } from '../../../../src/model/manifest/rules/context.ts';
import { rules, rulesCheckedWhileReading } from '../../../../src/model/manifest/rules/index.ts';
import { validate } from '../../../../src/model/manifest/validate.ts';
import { base, check, line, testNow } from '../../../support/manifest.ts';

const docs = readFileSync('docs/manifest-rules.md', 'utf8');
/** The table rows of the document: rule number → the whole row. */
const documented = new Map([...docs.matchAll(/^\| ([MW]\d+) \|.*$/gm)].map((m) => [m[1]!, m[0]]));
/** m11TokensOnlyToTrustedSystems → M11 */
const ruleOf = (name: string) => /^([mw]\d+)[A-Z]/.exec(name)?.[1]?.toUpperCase();
const listed = [...Object.keys(rulesCheckedWhileReading), ...rules.map((rule) => ruleOf(rule.name))];

describe('the rule list', () => {
  it('has one entry per rule of docs/manifest-rules.md, in its order', () => {
    expect(rules.map((rule) => rule.name).filter((name) => !ruleOf(name))).toEqual([]); // every function is named after its rule
    expect(listed).toEqual([...documented.keys()]);
  });

  it('is named in the document: each row says which function or file implements it', () => {
    for (const rule of rules) expect(documented.get(ruleOf(rule.name)!), rule.name).toContain(`\`${rule.name}\``);
    for (const [id, where] of Object.entries(rulesCheckedWhileReading)) expect(documented.get(id), id).toContain(where.split(' ')[0]);
  });

  it('documents every issue code under the rule it belongs to', () => {
    for (const [code, rule] of Object.entries(issueCodes)) expect(documented.get(rule), code).toContain(`\`${code}\``);
  });

  it('has a test file per rule whose tests are named after it', () => {
    const files = readdirSync('tests/model/manifest/rules');
    for (const id of documented.keys()) {
      const file = files.find((f) => f.startsWith(`${id[0]!.toLowerCase()}${id.slice(1).padStart(id[0] === 'M' ? 2 : 1, '0')}-`));
      expect(file, id).toBeDefined();
      expect(readFileSync(`tests/model/manifest/rules/${file}`, 'utf8'), file).toContain(`it('[${id}] `);
    }
  });
});

describe('the rules as functions', () => {
  // One manifest that breaks every rule from M3 on, so each function is seen at work on its own.
  const nodes = `  - id: dashboard
    component: about
    label: Again
  - id: yatim
    parent: nope
    label: Yatim
    component: about
  - id: a
    parent: b
    label: A
    redirect: b
    window: {from: 2026-12-02, until: 2026-12-01}
  - id: b
    parent: a
    label: B
    redirect: dashbord
  - id: kosong
    parent: dashboard
    label: Kosong
  - id: salin
    path: dashboard
    label: Salin
    url: "{rg}/x?t=<idToken:slugg>&n=<nipp>"
    icon: calender
    requires: [statusAssesor]
  - id: arsip
    parent: dashboard
    label: Arsip
    hidden: true
    component: about
  - id: lama
    parent: arsip
    label: Lama
    url: "{kurikulm}/x"
    window: {until: 2026-01-01}
  - id: pindah
    parent: dashboard
    label: Pindah
    url: "{kurikulum}@evil.example/x"
`;
  const more = `portal: {id: dua, title: Dua, home: dashboard, login: login, institution: {name: Institut Contoh, shortName: IC, account: Akun IC, provider: Penyedia Contoh, help: https://bantuan.contoh.example}, flags: {statusAsesor: {label: asesor, en: assessors}, accessLkam: {label: pemegang akses, en: access holders}}}
systems:
  kurikulum: {label: Lagi, url: "https://k.example.ac.id"}
  lppm: {label: LPPM, url: "https://lppm.example.ac.id/?a=1", verified: false, monitor: LPPM, owner: lppm@example.ac.id}
  sinta: {label: SINTA, url: "https://sinta.example.ac.id", reviewed: 2025-01-02}
  garuda: {label: Garuda, url: "https://garuda.example.ac.id", reviewed: 2027-01-01}
  tuton:
    label: Tuton
    url: https://elearning.example.ac.id
    maintenance:
      - {from: 2026-12-05 22:00, until: 2026-12-06 04:00, message: Pemeliharaan.}
      - {from: 2026-12-06 02:00, until: 2026-12-06 06:00, message: Tumpang tindih.}
announcements:
  - {id: info, title: I, body: B, link: dashbord}
`;
  const files = [
    // Without its access: guest, the login page is for signed-in users only (M18).
    {
      name: 'a.yaml',
      // A logo that is not a file of the folder (M24) and a label for a flag that does not exist (M23).
      text:
        base
          .replace('    access: guest\n', '')
          .replace('{name: Institut Uji,', '{logo: ../logo.gif, name: Institut Uji,')
          .replace('accessLkam: {label', 'accesLkam: {label') + nodes,
    },
    { name: 'b.yaml', text: more },
  ];
  const { read } = readFiles(files.map((file) => parseFile(file).parsed));
  const context = buildContext(read, testNow);

  it.each(rules.map((rule) => [ruleOf(rule.name)!, rule] as const))('[%s] reports only its own codes, and does report', (id, rule) => {
    const issues = rule(context);
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) expect(issueCodes[issue.code], issue.message).toBe(id);
  });

  it('are pure: the same context gives the same issues, whatever ran before', () => {
    const once = rules.map((rule) => rule(context));
    expect(
      [...rules]
        .reverse()
        .map((rule) => rule(context))
        .reverse(),
    ).toEqual(once);
    expect(validate(read, { now: testNow })).toEqual(once.flat());
  });

  it('report issues at the same position in rule order', () => {
    expect(
      check(`  - id: x
    parent: dashboard
    label: X
    url: "{rg}/x?t=<idToken:slugg>"
`).lines,
    ).toEqual([
      `m.yaml:${line(4)}:20 UNKNOWN_PLACEHOLDER x: unknown transform "slugg" in <idToken:slugg> (did you mean slug?); known: slug, lower, upper`,
      `m.yaml:${line(4)}:20 TOKEN_TO_UNTRUSTED x: <idToken> is a token and may only go to a trusted system; system rg is not marked trusted: true`,
    ]);
  });
});
