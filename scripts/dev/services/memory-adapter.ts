// In-memory storage for oidc-provider, one store per provider instance (the built-in memory
// adapter shares one module-level store across instances, which leaks between test files).
//
// One deliberate difference from the built-in adapter: refresh tokens are widened to everything
// the grant holds when they are read. oidc-provider's refresh token only covers the scopes of
// the authorization that produced it, while Entra's covers every consented API. MSAL keeps one
// refresh token per account, so after the second popup (calendar scopes) the portal API's
// silent refresh would otherwise fail with invalid_scope.
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

interface GrantPayload {
  openid?: { scope?: string };
  resources?: Record<string, string>;
}

type Store = Map<string, Entry>;

function union(...lists: (string | readonly string[] | undefined)[]): string[] {
  const all = lists.flatMap((l) => (l === undefined ? [] : typeof l === 'string' ? l.split(' ') : [...l]));
  return [...new Set(all.filter(Boolean))];
}

function read(store: Store, key: string): AdapterPayload | undefined {
  const entry = store.get(key);
  if (!entry) return undefined;
  if (entry.expiresAt <= Date.now()) {
    store.delete(key);
    return undefined;
  }
  return entry.payload;
}

function widenRefreshToken(store: Store, payload: AdapterPayload): AdapterPayload {
  if (!payload.grantId) return payload;
  const grant = read(store, `Grant:${payload.grantId}`) as GrantPayload | undefined;
  if (!grant) return payload;
  const resources = grant.resources ?? {};
  const resource = union(payload.resource, Object.keys(resources));
  return {
    ...payload,
    scope: union(payload.scope, grant.openid?.scope, ...Object.values(resources)).join(' '),
    resource: resource.length === 1 ? resource[0] : resource,
  };
}

export function createMemoryAdapterFactory(): (model: string) => Adapter {
  const store: Store = new Map();
  // Secondary lookups (session uid, device user code) -> primary key.
  const indexes = new Map<string, string>();

  return (model: string): Adapter => {
    const key = (id: string) => `${model}:${id}`;
    const findBy = (index: string, value: string) => {
      const primary = indexes.get(`${index}:${value}`);
      return primary === undefined ? undefined : read(store, primary);
    };

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Infinity;
        store.set(key(id), { payload, expiresAt });
        if (model === 'Session' && payload.uid) indexes.set(`sessionUid:${payload.uid}`, key(id));
        if (payload.userCode) indexes.set(`userCode:${payload.userCode}`, key(id));
      },
      async find(id) {
        const payload = read(store, key(id));
        if (payload && model === 'RefreshToken') return widenRefreshToken(store, payload);
        return payload;
      },
      async findByUid(uid) {
        return findBy('sessionUid', uid);
      },
      async findByUserCode(userCode) {
        return findBy('userCode', userCode);
      },
      async consume(id) {
        const payload = read(store, key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, entry] of store) {
          if (entry.payload?.grantId === grantId) store.delete(k);
        }
      },
    };
  };
}
