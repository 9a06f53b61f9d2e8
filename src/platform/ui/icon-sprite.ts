// Build-time: the icon set as one inline SVG sprite of <symbol>s, rendered from the lucide
// components themselves, for scripts/build/portal-plugin.ts to put at the start of each page's body.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconSymbolId } from './icon-id.ts';
import { icons, type UiIconKey } from './icon-set.ts';

export function iconSprite(): string {
  const symbols = (Object.keys(icons) as UiIconKey[]).map((name) => {
    const svg = renderToStaticMarkup(createElement(icons[name]));
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)?.[1];
    if (inner === undefined) throw new Error(`icon ${name}: unexpected markup ${svg.slice(0, 80)}`);
    return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  // Zero-sized rather than display:none, which can keep some browsers from drawing the symbols.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false">${symbols.join('')}</svg>`;
}
