// M12 of docs/manifest-rules.md (src/model/manifest/rules/m12-safe-urls.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, line } from '../../../support/manifest.ts';

describe('M12 m12SafeUrls', () => {
  it.each([
    ['javascript:alert(1)', 'the javascript: protocol is not allowed; use https:'],
    [' JavaScript:alert(1)', 'the javascript: protocol is not allowed; use https:'],
    ['java\\nscript:alert(1)', 'the javascript: protocol is not allowed; use https:'],
    ['data:text/html,hi', 'the data: protocol is not allowed; use https:'],
    ['//evil.example.com/x', 'protocol-relative addresses are not allowed; write https://'],
    ['http://example.com/x', 'http: is allowed for localhost and 127.0.0.1 only; use https:'],
    ['https://<nip>.example.com/', 'placeholders may not stand in the scheme or host of an address'],
    ['/relative/path', 'not an absolute https:// address'],
  ])('[M12] rejects the unsafe url %j', (url, reason) => {
    const { lines } = check(`  - id: x
    parent: dashboard
    label: X
    url: "${url}"
`);
    expect(lines).toEqual([`m.yaml:${line(4)}:10 UNSAFE_URL x: ${reason}`]);
  });

  it('[M12] allows https and http on localhost', () => {
    expect(
      check(`  - id: x
    parent: dashboard
    label: X
    url: http://127.0.0.1:8080/x?nip=<nip>
  - id: y
    parent: dashboard
    label: Y
    url: HTTPS://Example.ac.id/<namaTanpaGelar:slug>
`).lines,
    ).toEqual([]);
  });

  it('[M12] checks system addresses too', () => {
    expect(
      check(`  - id: x
    parent: dashboard
    label: X
    url: "{jahat}/x"
`).lines,
    ).toEqual([`m.yaml:${line(4)}:10 UNKNOWN_SYSTEM x: unknown system {jahat}`]);
    const text = `portal: { id: t, title: T, home: l, login: l, institution: { name: I, shortName: I, account: A, provider: P, help: "https://i.example" } }
systems:
  jahat: { label: J, url: "javascript:alert(1)", source: "https://k.example.ac.id/tentang" }
  kueri: { label: K, url: "https://k.example.ac.id/?a=1", source: "https://k.example.ac.id/tentang" }
nodes:
  - { id: l, component: login, access: public, label: L }
`;
    expect(check(text, { alone: true }).lines).toEqual([
      'm.yaml:3:27 UNSAFE_URL system jahat: the javascript: protocol is not allowed; use https:',
      'm.yaml:4:27 UNSAFE_URL system kueri: a system address is a base without ?query or #fragment',
    ]);
  });
});
