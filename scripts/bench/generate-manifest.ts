// A synthetic manifest of about `count` nodes for the validator benchmark: groups of ten under
// the dashboard, nested three deep, with url templates, placeholders and requires rules.

export function generateManifest(count: number): string {
  const lines = [
    '# yaml-language-server: $schema=../../schema/manifest.schema.json',
    'portal:',
    '  { id: bench, title: Bench, home: dashboard, login: login,',
    '    institution: { name: Universitas Bench, shortName: UB, account: Akun UB, provider: Bench ID, help: "https://bantuan.example.ac.id", en: { account: UB account } },',
    '    flags: { statusAsesor: { label: asesor, en: assessor } } }',
    'systems:',
    '  sistem: { label: Sistem, url: "https://sistem.example.ac.id", trusted: true }',
    'nodes:',
    '  - { id: home, path: "", redirect: dashboard, label: Beranda, hidden: true }',
    '  - { id: login, component: login, access: guest, label: Login }',
    '  - { id: dashboard, component: dashboard-home, layout: sidebar, label: Dashboard }',
  ];
  let made = 3;
  const group = (id: string, parent: string, depth: number) => {
    lines.push(`  - { id: ${id}, parent: ${parent}, label: "Grup ${id}", icon: list, redirect: ${id}-0 }`);
    made++;
    for (let i = 0; i < 10 && made < count; i++) {
      const child = `${id}-${i}`;
      if (depth < 3 && i % 3 === 1) group(child, id, depth + 1);
      else {
        const requires = i % 4 === 0 ? ', requires: [statusAsesor]' : '';
        lines.push(
          `  - { id: ${child}, parent: ${id}, label: "Item ${child}", url: "{sistem}/${child}?nip=<nip>&nama=<namaTanpaGelar:slug>&t=<idToken>"${requires} }`,
        );
        made++;
      }
    }
    // a redirect must name an existing child; make sure the first one exists
    if (!lines.some((l) => l.includes(`id: ${id}-0,`))) {
      lines.push(`  - { id: ${id}-0, parent: ${id}, label: "Item", url: "{sistem}/x" }`);
      made++;
    }
  };
  for (let g = 0; made < count; g++) group(`g${g}`, 'dashboard', 1);
  return `${lines.join('\n')}\n`;
}
