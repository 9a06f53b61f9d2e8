// Which addresses a portal may open. Used by the validator on every template and again by the
// launcher on the filled URL, so a value from the session can never turn a link into script.
// The URL constructor does the normalising (case, tabs, newlines, leading spaces), as browsers do.

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

export function checkUrl(raw: string): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return {
      ok: false,
      reason: raw.trim().startsWith('//')
        ? 'protocol-relative addresses are not allowed; write https://'
        : 'not an absolute https:// address',
    };
  }
  if (url.protocol === 'https:') return { ok: true, url };
  if (url.protocol === 'http:' && localHosts.has(url.hostname)) return { ok: true, url };
  if (url.protocol === 'http:') return { ok: false, reason: 'http: is allowed for localhost and 127.0.0.1 only; use https:' };
  return { ok: false, reason: `the ${url.protocol} protocol is not allowed; use https:` };
}
