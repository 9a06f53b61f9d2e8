// Filter choices from the API's `filters` block, in the shape the UI kit's selects take.
import type { SelectOption } from '../../../platform/ui/select.tsx';

export const plainOptions = (values: readonly string[] = []): SelectOption[] => values.map((value) => ({ value, label: value }));

export const mataKuliahOptions = (list: readonly { kode: string; nama: string }[] = []): SelectOption[] =>
  list.map(({ kode, nama }) => ({ value: kode, label: `${kode} — ${nama}` }));

/** An empty choice means "all": it is left out of the request. */
export const param = (value: string | null) => value || undefined;
