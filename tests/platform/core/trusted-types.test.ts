// @vitest-environment jsdom
// The page's one Trusted Types policy (src/platform/core/trusted-types.ts, docs/security.md): text
// passes, markup only once sanitized, script URLs of the worker and (with analytics) the tag
// manager only. The browser tests run every page under the CSP that enforces it.
import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_ORIGIN,
  installTrustedTypesPolicy,
  sanitizeHtmlWith,
  trustedHtml,
  trustedScriptUrl,
} from '../../../src/platform/core/trusted-types.ts';

const base = 'https://portal.example.ac.id/dashboard';
const settings = { workerUrls: ['/sw.js', '/assets/date-formats.worker-C0ffee12.js'], analytics: false };

describe('HTML', () => {
  it('lets text through as it is: without "<" nothing can become an element', () => {
    for (const text of ['', ' ', 'Tutup', 'Tetap buka &amp; lanjut', '.swal2-popup > .x { color: red }'])
      expect(trustedHtml(text)).toBe(text);
  });

  it('refuses markup while no sanitizer is loaded, then sanitizes it', () => {
    expect(trustedHtml('<b>x</b>')).toBeNull();
    const clean = vi.fn((html: string) => DOMPurify.sanitize(html, { TRUSTED_TYPES_POLICY: null }));
    sanitizeHtmlWith(clean);
    expect(trustedHtml('<div class="swal2-popup"><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">a</a></div>')).toBe(
      '<div class="swal2-popup"><img src="x"><a>a</a></div>',
    );
    expect(clean).toHaveBeenCalledTimes(1);
  });

  it('gives the sanitizer its own parse of the same string, only during the call', () => {
    const seen: (string | null)[] = [];
    sanitizeHtmlWith((html) => {
      seen.push(trustedHtml(html)); // the sanitizer parsing what it cleans
      return 'cleaned';
    });
    expect(trustedHtml('<i>x</i>')).toBe('cleaned');
    expect(seen).toEqual(['<i>x</i>']);
    sanitizeHtmlWith(() => {
      throw new Error('broken sanitizer');
    });
    expect(() => trustedHtml('<i>x</i>')).toThrow('broken sanitizer');
    sanitizeHtmlWith(() => 'cleaned');
    expect(trustedHtml('<i>y</i>'), 'not left passing everything after a failure').toBe('cleaned');
  });
});

describe('script URLs', () => {
  it.each([
    ['/sw.js', '/sw.js'],
    ['https://portal.example.ac.id/sw.js', 'https://portal.example.ac.id/sw.js'],
    ['/sw.js?v=2', null],
    ['/assets/sw.js', null],
    ['/assets/date-formats.worker-C0ffee12.js', '/assets/date-formats.worker-C0ffee12.js'],
    ['/assets/date-formats.worker-C0ffee12.js?x', null],
    ['/assets/date-formats.worker-Other123.js', null],
    ['https://evil.example/sw.js', null],
    [`${ANALYTICS_ORIGIN}/gtag/js?id=G-1`, null],
    ['javascript:alert(1)', null],
    ['data:text/javascript,alert(1)', null],
  ])('without analytics: %s → %s', (url, result) => {
    expect(trustedScriptUrl(url, settings, base)).toBe(result);
  });

  it('with analytics, the tag manager’s origin and nothing else of Google’s', () => {
    const on = { ...settings, analytics: true };
    expect(trustedScriptUrl(`${ANALYTICS_ORIGIN}/gtag/js?id=G-1`, on, base)).toBe(`${ANALYTICS_ORIGIN}/gtag/js?id=G-1`);
    expect(trustedScriptUrl('https://www.google-analytics.com/analytics.js', on, base)).toBeNull();
    expect(trustedScriptUrl('https://www.googletagmanager.com.evil.example/gtag/js', on, base)).toBeNull();
  });
});

describe('installTrustedTypesPolicy', () => {
  const factory = () => {
    const created: { name: string; rules: Record<string, (input: string) => unknown> }[] = [];
    return {
      created,
      trustedTypes: {
        defaultPolicy: null as unknown,
        createPolicy(name: string, rules: Record<string, (input: string) => unknown>) {
          created.push({ name, rules });
          return rules;
        },
      },
    };
  };

  it('creates the default policy once, with the rules above and no script', () => {
    const browser = factory();
    const win = { trustedTypes: browser.trustedTypes, location: new URL(base) } as unknown as Window;
    installTrustedTypesPolicy(settings, win);
    expect(browser.created.map((p) => p.name)).toEqual(['default']);
    const { rules } = browser.created[0]!;
    expect(rules.createHTML!('Tutup')).toBe('Tutup');
    expect(rules.createScriptURL!('/sw.js')).toBe('/sw.js');
    expect(rules.createScriptURL!('https://evil.example/x.js')).toBeNull();
    expect(rules.createScript!('alert(1)')).toBeNull();
    browser.trustedTypes.defaultPolicy = rules;
    installTrustedTypesPolicy(settings, win);
    expect(browser.created).toHaveLength(1);
  });

  it('does nothing where the browser has no Trusted Types', () => {
    expect(() => installTrustedTypesPolicy(settings, { location: new URL(base) } as unknown as Window)).not.toThrow();
  });
});
