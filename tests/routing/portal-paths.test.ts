import { describe, expect, it } from 'vitest';
import { portalPaths } from '../../src/core/portal-paths.ts';
import { realModel } from './helpers.ts';

describe('portalPaths', () => {
  it.each(['dosen', 'mahasiswa'] as const)('takes home, login and the mobile sign-out page from the %s manifest', (portal) => {
    expect(portalPaths(realModel(portal))).toEqual({ home: '/dashboard', login: '/login', signedOut: '/logout/success' });
  });
});
