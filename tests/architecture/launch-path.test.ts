// Launch owns launching (docs/architecture.md, "Three flows"): every place that opens a menu item
// goes through features/launch/open-item.ts, the one effect (act.ts) is reached from nowhere else,
// and the way from a click to an opened tab crosses at most three folders (the click's, features/launch,
// platform/auth: docs/architecture.md says the same number), never back up a tier.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tiers } from '../../scripts/lint/architecture.ts';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

/** Each file of src/ and the files of src/ it imports, statically or dynamically. */
const graph = new Map(
  files('src').map((file) => {
    const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map(([, s]) => s!);
    return [file, specifiers.map((s) => normalize(join(dirname(file), s))).filter((target) => target.startsWith('src/'))];
  }),
);

function shortestPath(from: string, to: string): string[] | undefined {
  const before = new Map<string, string>([[from, '']]);
  const queue = [from];
  while (queue.length) {
    const file = queue.shift()!;
    if (file === to) {
      const path = [file];
      while (before.get(path[0]!)) path.unshift(before.get(path[0]!)!);
      return path;
    }
    for (const next of graph.get(file) ?? []) {
      if (before.has(next)) continue;
      before.set(next, file);
      queue.push(next);
    }
  }
}

/** The folders a launch crosses at most, as docs/architecture.md ("Click → launch") says. */
const LAUNCH_FOLDERS = 3;

const tierIndex = (file: string) => tiers.findIndex((tier) => file.startsWith(`src/${tier.name}/`));
const folderOf = (file: string) => file.split('/').slice(1, 3).join('/');

const clickSites = {
  sidebar: 'src/shell/layout/SidebarItem.tsx',
  'dashboard cards, favourites, recently opened, announcements': 'src/features/launch/ItemLink.tsx',
  search: 'src/features/search/SearchDialog.tsx',
  'pre-rendered menu': 'src/shell/first-paint/live-links.ts',
  "a url node's own page": 'src/shell/views/LaunchPage.tsx',
};

describe('from a click to an opened tab', () => {
  for (const [where, site] of Object.entries(clickSites)) {
    it(`${where}: through open-item.ts and act.ts to the sign-in's token renewal, down the tiers`, () => {
      const toEffect = shortestPath(site, 'src/features/launch/act.ts');
      expect(toEffect).toContain('src/features/launch/open-item.ts');
      const path = [...toEffect!, ...shortestPath('src/features/launch/act.ts', 'src/platform/auth/launch-tokens.ts')!.slice(1)];
      expect(new Set(path.map(folderOf)).size).toBeLessThanOrEqual(LAUNCH_FOLDERS);
      const tierOrder = path.map(tierIndex);
      expect(tierOrder).toEqual([...tierOrder].sort((a, b) => b - a));
    });
  }

  it('says the same number of folders as docs/architecture.md', () => {
    const words = ['', 'One', 'Two', 'Three', 'Four', 'Five'];
    expect(readFileSync('docs/architecture.md', 'utf8')).toContain(`${words[LAUNCH_FOLDERS]} folders from the click to the tab`);
  });

  it('has one effect, reached only through "open this item"', () => {
    const importers = [...graph].filter(([, targets]) => targets.includes('src/features/launch/act.ts')).map(([file]) => file);
    expect(importers).toEqual(['src/features/launch/open-item.ts']);
  });

  it('keeps dev code out of it: preview as role plugs its token source in from its own folder', () => {
    const launch = [...graph].filter(([file]) => file.startsWith('src/features/launch/'));
    expect(launch.flatMap(([, targets]) => targets).filter((target) => target.startsWith('src/features/preview/'))).toEqual([]);
  });
});
