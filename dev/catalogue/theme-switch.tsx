// Light / dark / system palette for the catalogue: sets data-theme on <html>, as the app will.
import { useEffect, useState } from 'react';

type Choice = 'system' | 'light' | 'dark';
const labels: Record<Choice, string> = { system: 'Sistem', light: 'Terang', dark: 'Gelap' };

export function ThemeSwitch() {
  const [choice, setChoice] = useState<Choice>(() => (new URLSearchParams(window.location.search).get('theme') as Choice) || 'system');
  useEffect(() => {
    if (choice === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = choice;
  }, [choice]);

  return (
    <fieldset className="cat__theme">
      <legend className="ui-visually-hidden">Tema warna</legend>
      {(Object.keys(labels) as Choice[]).map((key) => (
        <label key={key} data-checked={choice === key}>
          <input type="radio" name="tema" value={key} checked={choice === key} onChange={() => setChoice(key)} />
          {labels[key]}
        </label>
      ))}
    </fieldset>
  );
}
