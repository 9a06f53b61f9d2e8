// Numbers in Indonesian notation: 1.234 and 85,3%.
const integer = new Intl.NumberFormat('id-ID');
const percent = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export const formatNumber = (n: number) => integer.format(n);
export const formatPercent = (n: number) => `${percent.format(n)}%`;
