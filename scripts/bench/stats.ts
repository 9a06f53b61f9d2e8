// Medians and quartiles of the bench's loads, and how they are printed. Loads that have no value
// for a figure (a phone has no menu painted) are left out of it.

const present = (xs: readonly (number | undefined)[]) => xs.filter((x): x is number => x !== undefined && Number.isFinite(x));

/** The value at `q` (nearest rank) of the loads that have one; NaN when none has. */
export function quantile(xs: readonly (number | undefined)[], q: number): number {
  const sorted = present(xs).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.round((sorted.length - 1) * q)]! : NaN;
}

export const median = (xs: readonly (number | undefined)[]) => quantile(xs, 0.5);

/**
 * Each load's ratio, taken pairwise (the same load, or loads of the same round): on a 2-core
 * machine one load's paint varies a lot, and the pairs cancel what drifts over the run, which a
 * median of one side over the median of the other would not.
 */
export const ratios = (xs: readonly (number | undefined)[], ys: readonly (number | undefined)[]) =>
  xs.map((x, i) => (x === undefined || ys[i] === undefined ? undefined : x / ys[i]!));

const spread = (xs: readonly (number | undefined)[], format: (x: number) => string) =>
  `${format(median(xs))} (${format(quantile(xs, 0.25))}–${format(quantile(xs, 0.75))})`;

/** "1234 ms (1200–1300)": median and quartiles. */
export const msSpread = (xs: readonly (number | undefined)[]) => spread(xs, (x) => x.toFixed(0)).replace(' (', ' ms (');

/** "1.05× (1.02–1.09)": median and quartiles of each load's ratio. */
export const timesSpread = (xs: readonly (number | undefined)[]) => spread(xs, (x) => x.toFixed(2)).replace(' (', '× (');

export const times = (x: number) => `${x.toFixed(2)}×`;
