// A lecturer's name without Indonesian academic, professional and religious titles, for links
// that search by name (SINTA, Google Scholar, ResearchGate). Titles before the name are a known
// list; titles after it usually follow a comma. Initials such as "A." are part of the name.

// Doctorates written "Dr. Eng.", "Dr.-Ing." or "Dr. rer. nat." carry their field as extra tokens.
const PREFIX_TITLES = new Set(['prof', 'dr', 'drs', 'dra', 'ir', 'drh', 'drg', 'h', 'hj', 'kh', 'ns', 'apt', 'eng', 'ing', 'rer', 'nat']);
/** Prefix titles also written without their dot ("Dr Siti"). Short ones (H, Hj) need the dot. */
const UNDOTTED_PREFIX_TITLES = new Set(['prof', 'dr', 'drs', 'dra']);

/** Degrees recognised after the name even without a comma ("Budi Santoso M.Sc."). Dots removed, lowercase. */
const DEGREES = new Set([
  'spd',
  'mpd',
  'se',
  'mm',
  'msc',
  'bsc',
  'phd',
  'mhum',
  'shum',
  'skom',
  'mkom',
  'mt',
  'st',
  'msi',
  'ssi',
  'akt',
  'ca',
  'sh',
  'mh',
  'ma',
  'mba',
  'mag',
  'sag',
  'sip',
  'msos',
  'ssos',
  'mkes',
  'skm',
  'ss',
  'lc',
  'meng',
  'med',
  'edd',
  'mphil',
  'spsi',
  'mpsi',
  'mak',
  'sak',
  'sp',
  'mp',
  'mstat',
  'sstat',
  'mkn',
  'cpa',
  'cfa',
  'cia',
  'ipu',
  'ipm',
  'mars',
  'sked',
  'skep',
  'sfarm',
  'ba',
  'mtr',
  'str',
]);

const bare = (token: string) => token.replace(/\./g, '').toLowerCase();

function isPrefixTitle(token: string): boolean {
  // "Prof.Dr.Ir." or "Dr.-Ing." written without spaces is several titles in one token.
  if (/^(?:[A-Za-z]+\.-?)+[A-Za-z]*$/.test(token))
    return token
      .split(/[.-]/)
      .filter(Boolean)
      .every((t) => PREFIX_TITLES.has(t.toLowerCase()));
  return UNDOTTED_PREFIX_TITLES.has(token.toLowerCase()) && /^[A-Z]/.test(token);
}

function isDegree(token: string): boolean {
  const dotted = token.includes('.');
  const upper = /^[A-Z]{2,4}$/.test(token); // CA, MBA, CPA
  return (dotted || upper) && DEGREES.has(bare(token).replace(/\(.*\)$/, ''));
}

/** A comma-separated part after the name is a title when it looks like an abbreviation. */
function isTitlePart(part: string): boolean {
  const tokens = part.split(' ').filter(Boolean);
  return tokens.length > 0 && tokens.every((t) => t.includes('.') || /^[A-Z]{2,6}$/.test(t) || isDegree(t));
}

export function stripAcademicTitles(name: string): string {
  const normalised = name.replace(/\s+/g, ' ').trim();
  const [head = '', ...rest] = normalised.split(',').map((part) => part.trim());
  // Not "Name, titles" (e.g. "Santoso, Budi"): keep the parts after the comma.
  const kept = rest.every(isTitlePart) ? head : normalised;

  const tokens = kept.split(' ').filter(Boolean);
  while (tokens.length > 1 && isPrefixTitle(tokens[0]!)) tokens.shift();
  while (tokens.length > 1 && isDegree(tokens[tokens.length - 1]!)) tokens.pop();
  return tokens.join(' ');
}
