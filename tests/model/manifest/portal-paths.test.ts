// portal.paths, derived by the compiler (src/model/manifest/compile.ts): where the guard, sign-in and
// sign-out send people, so no runtime code looks a path up or writes one.
import { describe, expect, it } from 'vitest';
import { realModel } from '../../support/real-model.ts';
import { check } from '../../support/manifest.ts';

const logoutPages = (children: string) => `  - id: keluar
    access: public
    component: logout
    label: Keluar
${children}`;

const pathsOf = (text: string) => {
  const { model, lines } = check(text);
  expect(lines).toEqual([]);
  return model!.portal.paths;
};

describe('portal.paths', () => {
  it.each(['dosen', 'mahasiswa'] as const)('takes home, login and the sign-out pages from the %s manifest', (portal) => {
    expect(realModel(portal).portal.paths).toEqual({
      home: '/dashboard',
      login: '/login',
      logout: '/logout',
      signedOut: '/logout/success',
    });
  });

  it('without a logout page, the mobile app returns to the login page', () => {
    expect(pathsOf('')).toEqual({ home: '/dashboard', login: '/login', signedOut: '/login' });
  });

  it("returns the mobile app to the logout page's own logout child, wherever the logout page is", () => {
    const nested = logoutPages(`    parent: dashboard
  - id: selesai
    parent: keluar
    access: public
    component: logout
    label: Selesai
`);
    expect(pathsOf(nested)).toEqual({
      home: '/dashboard',
      login: '/login',
      logout: '/dashboard/keluar',
      signedOut: '/dashboard/keluar/selesai',
    });
  });

  it('a logout page without such a child: the mobile app returns to login, never to the page that signs out', () => {
    expect(pathsOf(logoutPages(''))).toEqual({ home: '/dashboard', login: '/login', logout: '/keluar', signedOut: '/login' });
  });
});
