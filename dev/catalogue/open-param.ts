// Which overlay the catalogue opens on load (?open=…), so screenshots can show it.
export type OpenParam = 'modal' | 'no-access' | 'startup' | 'confirm';

export const openParam = (): OpenParam | null => new URLSearchParams(window.location.search).get('open') as OpenParam | null;
