// M21: a system's `owner` names the unit or role that answers for its address ("Pusat Komputer"),
// never a person's e-mail address or phone number: those change with the people, the unit stays,
// and the manifest is public in the repository.
import { issue, type RuleContext } from './context.ts';

const email = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Seven or more digits, with the usual separators and an optional +: a phone number. */
const phone = /\+?\d(?:[\s().-]*\d){6,}/;

export const m21OwnersAreUnits = ({ systems }: RuleContext) =>
  [...systems.values()].flatMap((system) => {
    const { owner, name } = system.value;
    const what =
      owner === undefined ? undefined : email.test(owner) ? 'an e-mail address' : phone.test(owner) ? 'a phone number' : undefined;
    if (!what) return [];
    return [
      issue(
        'OWNER_CONTACT',
        system,
        ['owner'],
        `system ${name}: owner "${owner}" holds ${what}; name the unit or role that answers for the system (e.g. "Pusat Komputer"), not a person's contact`,
      ),
    ];
  });
