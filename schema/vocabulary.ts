// The words a manifest may use that are defined by code: session fields, placeholder transforms,
// internal pages, layouts and icons. Plain data, so the validator (and the CLI) can check a
// manifest against them without loading React. The runtime maps each key to its implementation
// with `Record<Key, …>` types, so adding a key here without implementing it fails the type check.
// A manifest may write any string where a name goes (the validator reports unknown ones, with a
// suggestion); the `is…` guards below turn a checked string into its vocabulary's type.

/** A type guard for one list of names: is `value` one of them? Its calls are marked pure, so a bundle keeps only the guards it uses. */
const oneOf = <T extends string>(names: readonly T[]) => {
  const known: ReadonlySet<string> = new Set<string>(names);
  return (value: string): value is T => known.has(value);
};

/** Session values a URL template may place with `<field>` or `<field:transform>`. */
export const placeholderFields = {
  nip: { token: false },
  namaTanpaGelar: { token: false },
  userEmail: { token: false },
  idLevel: { token: false },
  idToken: { token: true },
  token: { token: true },
  token2: { token: true },
} as const satisfies Record<string, { token: boolean }>;
export type PlaceholderField = keyof typeof placeholderFields;
export const isPlaceholderField = (value: string): value is PlaceholderField => Object.hasOwn(placeholderFields, value);
/** Placeholder fields that hold the lecturer's data from the portal API, not a sign-in token. */
export type DataField = { [F in PlaceholderField]: (typeof placeholderFields)[F]['token'] extends true ? never : F }[PlaceholderField];

/** How launch notices name a data field that is missing or cannot be used (lowercase: mid-sentence). */
export const dataFieldLabels = {
  nip: { id: 'NIP', en: 'NIP' },
  namaTanpaGelar: { id: 'nama (tanpa gelar)', en: 'name (without titles)' },
  userEmail: { id: 'alamat email', en: 'email address' },
  idLevel: { id: 'level akun', en: 'account level' },
} as const satisfies Record<DataField, { id: string; en: string }>;

/** Boolean session flags a node may require (`requires: [statusAsesor]`). */
export const sessionFlags = ['statusAsesor', 'accessLkam'] as const;
export type SessionFlag = (typeof sessionFlags)[number];
export const isSessionFlag = /* @__PURE__ */ oneOf(sessionFlags);

/** Placeholder transforms, applied before URL-encoding. */
export const transformNames = ['slug', 'lower', 'upper'] as const;
export type TransformName = (typeof transformNames)[number];
export const isTransformName = /* @__PURE__ */ oneOf(transformNames);

/** Internal pages, registered by key in src/app/pages. */
export const pageKeys = [
  'dashboard-home',
  'list-route',
  'about',
  'login',
  'login-error',
  'reset-password',
  'logout',
  'cetak-lkam',
  'kisi-kisi',
  'sebaran-nilai',
  'rekapitulasi-jumlah-kelulusan',
  'ttm',
] as const;
export type PageKey = (typeof pageKeys)[number];
export const isPageKey = /* @__PURE__ */ oneOf(pageKeys);

/** Layouts that wrap a node's descendants. */
export const layoutKeys = ['sidebar'] as const;
export type LayoutKey = (typeof layoutKeys)[number];
export const isLayoutKey = /* @__PURE__ */ oneOf(layoutKeys);

/** Icons a node may show in the menu. */
export const iconKeys = [
  'home',
  'book-open',
  'graduation-cap',
  'flask',
  'briefcase',
  'trending-up',
  'printer',
  'users',
  'user',
  'calendar',
  'wallet',
  'settings',
  'download',
  'upload',
  'search',
  'edit',
  'delete',
  'envelope',
  'phone',
  'globe',
  'library',
  'clipboard-check',
  'award',
  'file-text',
  'monitor',
  'radio',
  'tv',
  'link',
  'list',
  'info',
  'bar-chart',
  'message-square',
  'wrench',
] as const;
export type IconKey = (typeof iconKeys)[number];
export const isIconKey = /* @__PURE__ */ oneOf(iconKeys);
