// Problems found in a manifest, as data. Text is made only by format.ts, so the CLI, the Vite
// overlay and the tests all show the same words. Rule numbers are documented in docs/manifest-rules.md.

export const issueCodes = {
  YAML_SYNTAX: 'M1',
  UNKNOWN_KEY: 'M2',
  MISSING_FIELD: 'M2',
  INVALID_VALUE: 'M2',
  DUPLICATE_ID: 'M3',
  UNKNOWN_PARENT: 'M4',
  PARENT_CYCLE: 'M5',
  DUPLICATE_PATH: 'M6',
  BAD_REDIRECT: 'M7',
  BEHAVIOUR: 'M8',
  UNKNOWN_NAME: 'M9',
  UNKNOWN_PLACEHOLDER: 'M10',
  TOKEN_TO_UNTRUSTED: 'M11',
  UNSAFE_URL: 'M12',
  UNKNOWN_SYSTEM: 'M13',
  UNKNOWN_FLAG: 'M14',
  PORTAL: 'M15',
  BAD_WINDOW: 'M16',
  UNKNOWN_LINK: 'M17',
  PORTAL_PAGE: 'M18',
  MAINTENANCE_OVERLAP: 'M19',
  STATUS_SOURCE: 'M20',
  OWNER_CONTACT: 'M21',
  BAD_REVIEW_DATE: 'M22',
  FLAG_LABEL: 'M23',
  LOGO: 'M24',
  LEAVES_SYSTEM: 'M25',
  UNVERIFIED_SYSTEM: 'W1',
  UNREACHABLE: 'W2',
  WINDOW_ENDED: 'W3',
  REVIEW_DUE: 'W4',
  UNSOURCED_SYSTEM: 'W5',
} as const;
export type IssueCode = keyof typeof issueCodes;

export interface Position {
  file: string;
  line: number;
  col: number;
}

export interface ManifestIssue extends Position {
  code: IssueCode;
  severity: 'error' | 'warning';
  message: string;
  /** Where in the file's data the problem is, e.g. ['nodes', 3, 'url']. */
  path: (string | number)[];
}

export const hasErrors = (issues: readonly ManifestIssue[]) => issues.some((i) => i.severity === 'error');

export function sortIssues(issues: ManifestIssue[]): ManifestIssue[] {
  return issues.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
