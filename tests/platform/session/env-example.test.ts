// .env.example documents exactly the VITE_* variables src/platform/core/env-schema.ts reads.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const keysIn = (text: string) => new Set(text.match(/\bVITE_[A-Z0-9_]+/g));

describe('.env.example', () => {
  const example = read('.env.example');
  const assigned = new Set([...example.matchAll(/^(VITE_[A-Z0-9_]+)=/gm)].map((m) => m[1]));

  it('assigns every variable of env-schema.ts, and no other', () => {
    expect([...assigned].sort()).toEqual([...keysIn(read('src/platform/core/env-schema.ts'))].sort());
  });

  it('comments every variable', () => {
    for (const block of example.split(/\n\s*\n/).filter((b) => /^VITE_/m.test(b))) {
      expect(block, block).toMatch(/^#/m);
    }
  });

  it('uses placeholders for the real tenant, not real identifiers', () => {
    expect(example).toContain('VITE_MSAL_AUTHORITY=https://login.microsoftonline.com/<tenant-id>');
    expect(example).toContain('VITE_PORTAL_API_SCOPE=api://<portal-api-app-id>/<scope>');
    expect(example).toMatch(/Calendars\.Read\b.*Calendars\.ReadWrite/);
  });
});
