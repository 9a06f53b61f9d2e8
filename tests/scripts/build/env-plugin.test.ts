// The configuration is checked when the portal builds (scripts/build/env-plugin.ts): an incomplete
// one stops the build naming what is missing; a complete one reaches the page checked and parsed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConfigEnv, Plugin, UserConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalEnv } from '../../../scripts/build/env-plugin.ts';

const complete = {
  VITE_MSAL_CLIENT_ID: 'spa-client',
  VITE_MSAL_AUTHORITY: 'https://login.microsoftonline.com/tenant',
  VITE_PORTAL_API_SCOPE: 'api://portal-api/Portal.Access',
  VITE_PORTAL_API_URL: 'https://api.example.ac.id/portal',
  VITE_CALENDAR_SCOPES: 'Calendars.Read, Calendars.ReadWrite',
};

let envDir: string;
beforeEach(() => {
  envDir = mkdtempSync(join(tmpdir(), 'portal-env-'));
  // Only what each test sets: none of the shell's VITE_* variables.
  for (const key of Object.keys(process.env)) if (key.startsWith('VITE_')) vi.stubEnv(key, undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(envDir, { recursive: true, force: true });
});

/** The page's two parts of the configuration, as the plugin defines them. */
const configureParts = (mode = 'production') => {
  const hook = portalEnv().config as Extract<Plugin['config'], (...args: never[]) => unknown>;
  const { define } = hook.call({} as never, { envDir }, { mode, command: 'build' } as ConfigEnv) as UserConfig;
  const part = (name: string): Record<string, unknown> => JSON.parse(String(define?.[name]));
  return { app: part('__PORTAL_ENV__'), provider: part('__PORTAL_PROVIDER_ENV__') };
};
const configure = (mode?: string) => {
  const { app, provider } = configureParts(mode);
  return { ...app, ...provider };
};

describe('the configuration, checked at build time', () => {
  it('gives the page the parsed values: lists split, defaults filled', () => {
    for (const [key, value] of Object.entries(complete)) vi.stubEnv(key, value);
    const env = configure();
    expect(env).toMatchObject({
      VITE_MSAL_CLIENT_ID: 'spa-client',
      VITE_CALENDAR_SCOPES: ['Calendars.Read', 'Calendars.ReadWrite'],
      VITE_MSAL_PROTOCOL_MODE: 'AAD',
      VITE_GRAPH_URL: 'https://graph.microsoft.com/v1.0',
      VITE_API_TIMEOUT_MS: 15_000,
    });
  });

  it("gives the identity provider's settings apart from the app's: the first screen loads none of them", () => {
    for (const [key, value] of Object.entries(complete)) vi.stubEnv(key, value);
    vi.stubEnv('VITE_MSAL_AUTHORITY_METADATA', '{"authorization_endpoint":"https://idp.example/auth"}');
    const { app, provider } = configureParts();
    expect(Object.keys(provider).sort()).toEqual([
      'VITE_MSAL_AUTHORITY',
      'VITE_MSAL_AUTHORITY_METADATA',
      'VITE_MSAL_CLIENT_ID',
      'VITE_MSAL_KNOWN_AUTHORITIES',
      'VITE_MSAL_PROTOCOL_MODE',
    ]);
    expect(Object.keys(app).filter((key) => key.startsWith('VITE_MSAL_'))).toEqual([]);
    expect(app).toMatchObject({ VITE_PORTAL_API_SCOPE: 'api://portal-api/Portal.Access', VITE_API_TIMEOUT_MS: 15_000 });
  });

  it("reads the mode's .env file, the process environment over it", () => {
    writeFileSync(
      join(envDir, '.env.production'),
      Object.entries(complete)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n'),
    );
    vi.stubEnv('VITE_API_TIMEOUT_MS', '8000');
    expect(configure()).toMatchObject({ VITE_PORTAL_API_URL: 'https://api.example.ac.id/portal', VITE_API_TIMEOUT_MS: 8000 });
  });

  it('stops the build naming each missing or wrong variable', () => {
    const { VITE_PORTAL_API_URL: _, ...withoutApi } = complete;
    for (const [key, value] of Object.entries(withoutApi)) vi.stubEnv(key, value);
    vi.stubEnv('VITE_MSAL_AUTHORITY', 'login.microsoftonline.com');
    expect(() => configure()).toThrow(
      /^Portal configuration is incomplete \(see \.env\.example\): .*VITE_MSAL_AUTHORITY: .*VITE_PORTAL_API_URL: /,
    );
  });
});
