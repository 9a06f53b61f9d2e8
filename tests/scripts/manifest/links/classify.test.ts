import { describe, expect, it } from 'vitest';
import { classify, classOfError, isBroken } from '../../../../scripts/manifest/links/classify.ts';

const url = 'https://tuton.example.ac.id/';

describe('judging what an address answered', () => {
  it('reads the last answer: ok, redirected to another origin, client and server errors', () => {
    expect(classify(url, { kind: 'answer', status: 200, finalUrl: url })).toEqual({ url, class: 'ok', status: 200, detail: 'ok: 200 OK' });
    expect(classify(url, { kind: 'answer', status: 200, finalUrl: `${url}login` })).toMatchObject({
      class: 'ok',
      finalUrl: `${url}login`,
      detail: `ok: 200 OK at ${url}login`,
    });
    expect(classify(url, { kind: 'answer', status: 200, finalUrl: 'https://elearning.example.ac.id/' })).toMatchObject({
      class: 'redirected',
      detail: 'redirected elsewhere: ends at https://elearning.example.ac.id/ (200 OK)',
    });
    // http → https on the same host is another origin too: the manifest should name the https address.
    expect(classify('http://localhost/', { kind: 'answer', status: 204, finalUrl: 'https://localhost/' }).class).toBe('redirected');
    expect(classify(url, { kind: 'answer', status: 404, finalUrl: url }).detail).toBe('client error: 404 Not Found');
    expect(classify(url, { kind: 'answer', status: 403, finalUrl: 'https://sso.example.ac.id/' })).toMatchObject({
      class: 'client-error',
      detail: 'client error: 403 Forbidden at https://sso.example.ac.id/',
    });
    expect(classify(url, { kind: 'answer', status: 503, finalUrl: url }).detail).toBe('server error: 503 Service Unavailable');
    expect(classify(url, { kind: 'answer', status: 599, finalUrl: url }).detail).toBe('server error: 599');
  });

  it('names network failures by class, keeping their code', () => {
    expect(classOfError('ENOTFOUND')).toBe('dns');
    expect(classOfError('EAI_AGAIN')).toBe('dns');
    expect(classOfError('ECONNREFUSED')).toBe('refused');
    expect(classOfError('ETIMEDOUT')).toBe('timeout');
    for (const code of [
      'CERT_HAS_EXPIRED',
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'SELF_SIGNED_CERT_IN_CHAIN',
      'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
      'ERR_TLS_CERT_ALTNAME_INVALID',
      'ERR_SSL_WRONG_VERSION_NUMBER',
    ]) {
      expect(classOfError(code), code).toBe('tls');
    }
    expect(classOfError('ECONNRESET')).toBe('other');
    expect(classOfError('EHOSTUNREACH')).toBe('other');

    const dns = classify(url, { kind: 'error', code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND tuton.example.ac.id', at: url });
    expect(dns).toEqual({ url, class: 'dns', code: 'ENOTFOUND', detail: 'DNS failure (getaddrinfo ENOTFOUND tuton.example.ac.id)' });
    expect(classify(url, { kind: 'error', code: 'CERT_HAS_EXPIRED', message: 'certificate has expired', at: url }).detail).toBe(
      'TLS error (CERT_HAS_EXPIRED: certificate has expired)',
    );
    const later = classify(url, { kind: 'error', code: 'ECONNRESET', message: 'socket hang up', at: 'https://sso.example.ac.id/' });
    expect(later).toMatchObject({ class: 'other', finalUrl: 'https://sso.example.ac.id/' });
    expect(later.detail).toBe('other network error (ECONNRESET: socket hang up) at https://sso.example.ac.id/');
  });

  it('reports a timeout and a redirect loop with where they stopped', () => {
    expect(classify(url, { kind: 'timeout', deadlineMs: 10_000, at: url }).detail).toBe('timeout: no answer within 10 s');
    expect(classify(url, { kind: 'too-many-redirects', max: 5, at: `${url}loop` })).toMatchObject({
      class: 'too-many-redirects',
      detail: `more than 5 redirects (the last to ${url}loop)`,
    });
  });

  it('counts everything but ok and redirected elsewhere as broken', () => {
    expect(isBroken('ok')).toBe(false);
    expect(isBroken('redirected')).toBe(false);
    for (const c of ['client-error', 'server-error', 'tls', 'dns', 'refused', 'timeout', 'too-many-redirects', 'other'] as const) {
      expect(isBroken(c), c).toBe(true);
    }
  });
});
