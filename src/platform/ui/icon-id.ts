// The id of an icon's <symbol> in the page's sprite: shared by the sprite (build time) and <Icon>.
export const iconSymbolId = (name: string) => `icon-${name}`;
