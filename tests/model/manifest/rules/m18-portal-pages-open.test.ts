// M18 of docs/manifest-rules.md (src/model/manifest/rules/m18-portal-pages-open.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { base, check } from '../../../support/manifest.ts';

/** The test base with its portal block's and nodes' text replaced. */
const variant = (...edits: [string, string][]) =>
  check(
    edits.reduce((text, [from, to]) => text.replace(from, to), base),
    { alone: true },
  );

describe('M18 m18PortalPagesOpen', () => {
  it('[M18] requires portal.login to be the sign-in page, open to signed-out users', () => {
    expect(variant(['  login: login\n', '  login: dashboard\n']).lines).toEqual([
      'm.yaml:5:10 PORTAL_PAGE portal.login: "dashboard" is not the sign-in page; signed-out users are sent there to sign in, so it needs component: login',
      'm.yaml:5:10 PORTAL_PAGE portal.login: signed-out users are sent to "dashboard" but could not open it: it is for signed-in users only (access: user, the default); use access: guest',
    ]);
    expect(variant(['    access: guest\n', '']).lines).toEqual([
      'm.yaml:5:10 PORTAL_PAGE portal.login: signed-out users are sent to "login" but could not open it: it is for signed-in users only (access: user, the default); use access: guest',
    ]);
  });

  it('[M18] requires portal.home to be open to signed-in users', () => {
    expect(variant(['    layout: sidebar\n', '    layout: sidebar\n    access: guest\n']).lines).toEqual([
      'm.yaml:4:9 PORTAL_PAGE portal.home: signed-in users are sent to "dashboard" but could not open it: it is for signed-out users only (access: guest); use access: user',
    ]);
  });

  it('[M18] checks the groups above the page and where its redirects lead, since their guards run too', () => {
    const below = `  - id: masuk
    parent: login
    component: login
    access: guest
    label: Masuk
`;
    expect(
      variant(['  login: login\n', '  login: masuk\n'], ['    access: guest\n', '    access: user\n'], ['nodes:\n', `nodes:\n${below}`])
        .lines,
    ).toEqual([
      'm.yaml:5:10 PORTAL_PAGE portal.login: signed-out users are sent to "masuk" but could not open it: on the way, "login" is for signed-in users only (access: user, the default)',
    ]);
    const toGuestPage = variant(['  home: dashboard\n', '  home: home\n'], ['    redirect: dashboard\n', '    redirect: login\n']);
    expect(toGuestPage.lines).toEqual([
      'm.yaml:4:9 PORTAL_PAGE portal.home: signed-in users are sent to "home" but could not open it: on the way, "login" is for signed-out users only (access: guest)',
    ]);
  });

  it('[M18] accepts pages open to everyone, and leaves a missing node to M15', () => {
    expect(variant(['    access: guest\n', '    access: public\n']).lines).toEqual([]);
    expect(variant(['  login: login\n', '  login: masuk\n']).lines).toEqual(['m.yaml:5:10 PORTAL portal.login: no node "masuk"']);
  });
});
