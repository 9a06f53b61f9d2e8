// W1: a system marked `verified: false` has an address that is still a guess: a warning, so the
// manifest still compiles while someone confirms it.
import { issue, type RuleContext } from './context.ts';

export const w1UnverifiedSystems = ({ systems }: RuleContext) =>
  [...systems.values()]
    .filter((system) => system.value.verified === false)
    .map((system) =>
      issue(
        'UNVERIFIED_SYSTEM',
        system,
        ['url'],
        `system ${system.value.name}: address ${system.value.url} is not verified yet; confirm it and remove "verified: false"`,
        {
          severity: 'warning',
        },
      ),
    );
