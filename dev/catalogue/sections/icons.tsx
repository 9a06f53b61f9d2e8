import { icons } from '../../../src/platform/ui/icon-set.ts';
import { Icon, type UiIconKey } from '../../../src/platform/ui/icon.tsx';

export function IconsSection() {
  return (
    <ul className="cat__icons" aria-label="Semua ikon">
      {(Object.keys(icons) as UiIconKey[]).map((name) => (
        <li key={name} className="cat__icon">
          <Icon name={name} size={24} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}
