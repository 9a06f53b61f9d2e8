// Why a page failed to load, and the once-per-version rule (src/features/deploys/load-failure.ts), and
// the version file they read (src/features/deploys/version.ts).
import { describe, expect, it } from 'vitest';
import {
  classifyLoadFailure,
  isModuleLoadError,
  mayReloadFor,
  PageLoadError,
  type FailureFacts,
} from '../../../src/features/deploys/load-failure.ts';
import { parseVersionFile, versionFileText } from '../../../src/features/deploys/version.ts';

const facts = (overrides: Partial<FailureFacts>): FailureFacts => ({
  online: true,
  own: 'A',
  served: { kind: 'version', version: 'A' },
  reloadedFor: undefined,
  ...overrides,
});

describe('classifyLoadFailure', () => {
  it('offline: the browser says so, whatever else is known', () => {
    expect(classifyLoadFailure(facts({ online: false }))).toBe('offline');
    expect(classifyLoadFailure(facts({ online: false, served: { kind: 'version', version: 'B' } }))).toBe('offline');
  });

  it('offline: /version.json cannot be reached either (a network error, no answer in time)', () => {
    expect(classifyLoadFailure(facts({ served: { kind: 'unreachable' } }))).toBe('offline');
  });

  it('deploy: the server has another version than the page', () => {
    expect(classifyLoadFailure(facts({ served: { kind: 'version', version: 'B' } }))).toBe('deploy');
    // Also after this tab reloaded for that version once (a cache in between served the old page again).
    expect(classifyLoadFailure(facts({ served: { kind: 'version', version: 'B' }, reloadedFor: 'B' }))).toBe('deploy');
  });

  it('server: the server has this very version, so its own file failed', () => {
    expect(classifyLoadFailure(facts({}))).toBe('server');
    expect(classifyLoadFailure(facts({ reloadedFor: 'older' }))).toBe('server');
  });

  it('deploy: the version this tab just reloaded for is missing a file of its own (the deployment is not complete)', () => {
    expect(classifyLoadFailure(facts({ own: 'B', served: { kind: 'version', version: 'B' }, reloadedFor: 'B' }))).toBe('deploy');
  });

  it('server: an answer that is not a version (an error status, a proxy page), or a page that is not a build', () => {
    expect(classifyLoadFailure(facts({ served: { kind: 'unreadable' } }))).toBe('server');
    expect(classifyLoadFailure(facts({ own: undefined, served: { kind: 'version', version: 'B' } }))).toBe('server');
  });
});

describe('once per version', () => {
  it('a tab reloads itself for a version only if it has not done so yet', () => {
    expect(mayReloadFor('B', undefined)).toBe(true);
    expect(mayReloadFor('B', 'A')).toBe(true);
    expect(mayReloadFor('B', 'B')).toBe(false);
    // The next deployment may reload again.
    expect(mayReloadFor('C', 'B')).toBe(true);
  });

  it('a reload that brings the old version back does not start another one: the loop ends after one', () => {
    // What the tab does, step by step, while a cache keeps answering with the old page A.
    let reloadedFor: string | undefined;
    let reloads = 0;
    for (let load = 0; load < 5; load++) {
      const failure = classifyLoadFailure(facts({ own: 'A', served: { kind: 'version', version: 'B' }, reloadedFor }));
      expect(failure).toBe('deploy');
      if (mayReloadFor('B', reloadedFor)) {
        reloadedFor = 'B';
        reloads++;
      }
    }
    expect(reloads).toBe(1);
  });
});

describe('isModuleLoadError', () => {
  it("knows each browser's words for a module that did not arrive, and Vite's for a stylesheet", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://portal.example/assets/KisiKisi-abc.js',
      'error loading dynamically imported module: https://portal.example/assets/KisiKisi-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/page-abc.css',
    ])
      expect(isModuleLoadError(new TypeError(message)), message).toBe(true);
  });

  it("anything else is the page's own error", () => {
    expect(isModuleLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isModuleLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('PageLoadError', () => {
  it('names the cause and keeps the original error', () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: x');
    const error = new PageLoadError('offline', cause);
    expect(error.failure).toBe('offline');
    expect(error.cause).toBe(cause);
    expect(error).toBeInstanceOf(Error);
  });
});

describe('the version file', () => {
  it('reads back what the build writes', () => {
    expect(parseVersionFile(versionFileText('U4bDoOLVnFZyo9Ab'))).toBe('U4bDoOLVnFZyo9Ab');
  });

  it('anything else is no version: a proxy page, an empty file, another shape', () => {
    for (const text of ['<!doctype html><title>502</title>', '', '{}', '{"version":""}', '{"version":3}', 'null', '"A"'])
      expect(parseVersionFile(text), text).toBeUndefined();
  });
});
