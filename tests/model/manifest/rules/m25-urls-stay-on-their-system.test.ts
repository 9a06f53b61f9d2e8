// M25 of docs/manifest-rules.md (src/model/manifest/rules/m25-urls-stay-on-their-system.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, line } from '../../../support/manifest.ts';

const item = (url: string) => `  - id: tapm
    parent: dashboard
    label: TAPM
    url: "${url}"
`;

describe('M25 m25UrlsStayOnTheirSystem', () => {
  // The base manifest's kurikulum is https://kurikulum.example.ac.id, trusted: M11 lets tokens go to it.
  it.each([
    [
      'a suffix that continues the host',
      '{kurikulum}.evil.example/tapm?id_token=<idToken>',
      'would open https://kurikulum.example.ac.id.evil.example instead of https://kurikulum.example.ac.id, with <idToken>',
    ],
    [
      'userinfo',
      '{kurikulum}@evil.example/tapm?id_token=<idToken>',
      'would open https://evil.example instead of https://kurikulum.example.ac.id, with <idToken>',
    ],
    [
      'a port-like part',
      '{kurikulum}:8443/tapm?t=<token>',
      'would open https://kurikulum.example.ac.id:8443 instead of https://kurikulum.example.ac.id, with <token>',
    ],
    [
      'a placeholder before the host ends',
      '{kurikulum}<nip>/tapm?t=<idToken>',
      'lets <nip> become part of the host of https://kurikulum.example.ac.id, with <idToken>',
    ],
    [
      'a look-alike dot (ideographic full stop)',
      '{kurikulum}。evil.example/?t=<token2>',
      'would open https://kurikulum.example.ac.id.evil.example instead of https://kurikulum.example.ac.id, with <token2>',
    ],
    [
      'a fullwidth full stop',
      '{kurikulum}．evil.example/?t=<idToken>',
      'would open https://kurikulum.example.ac.id.evil.example instead of https://kurikulum.example.ac.id, with <idToken>',
    ],
    [
      'a tab, which the URL parser drops',
      '{kurikulum}\\t.evil.example/?t=<idToken>',
      'would open https://kurikulum.example.ac.id.evil.example instead of https://kurikulum.example.ac.id, with <idToken>',
    ],
    [
      'a backslash (a path to browsers, but not what the rule allows)',
      '{kurikulum}\\\\@evil.example/?t=<idToken>',
      'can move the address off https://kurikulum.example.ac.id, with <idToken>',
    ],
  ])('[M25] refuses %s', (_, url, outcome) => {
    const written = JSON.parse(`"${url}"`) as string;
    const rest = written.slice('{kurikulum}'.length);
    // A placeholder in the host is M12's too; this rule adds where the address would go.
    expect(check(item(url)).lines.filter((l) => !l.includes('UNSAFE_URL'))).toEqual([
      `m.yaml:${line(4)}:22 LEAVES_SYSTEM tapm: after {kurikulum} the url must go on with /, ? or # (or end there): "${rest}" ${outcome}`,
    ]);
  });

  it('[M25] refuses a link without a token that leaves its system too, naming no token', () => {
    expect(check(item('{rg}.evil.example/x')).lines).toEqual([
      `m.yaml:${line(4)}:15 LEAVES_SYSTEM tapm: after {rg} the url must go on with /, ? or # (or end there): ".evil.example/x" would open https://www.researchgate.net.evil.example instead of https://www.researchgate.net`,
    ]);
  });

  it.each([
    '{kurikulum}',
    '{kurikulum}/tapm?id_token=<idToken>',
    '{kurikulum}?t=<idToken>',
    '{kurikulum}#t=<idToken>',
    '{kurikulum}/<nip>@x/',
  ])('[M25] lets %j stay on its system', (url) => expect(check(item(url)).lines).toEqual([]));
});
