// W5: a system taken as confirmed (no `verified: false`) that names no `source`: nothing shows where
// its address comes from, so nobody can check it again. A warning, like W1, so the manifest still
// compiles while an editor finds the page or marks the address as the guess it is.
import { issue, type RuleContext } from './context.ts';

export const w5UnsourcedSystems = ({ systems }: RuleContext) =>
  [...systems.values()]
    .filter(({ value }) => value.verified !== false && value.source === undefined)
    .map((system) =>
      issue(
        'UNSOURCED_SYSTEM',
        system,
        ['url'],
        `system ${system.value.name}: address ${system.value.url} counts as confirmed but names no source; ` +
          'add source: (the https:// address of a public page that shows it), or mark it verified: false',
        { severity: 'warning' },
      ),
    );
