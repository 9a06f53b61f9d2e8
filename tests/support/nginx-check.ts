// `nginx -t` on a rendered server block, in a directory of its own: whether nginx accepts it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_BIN } from '../../scripts/harness/nginx.ts';

/** nginx's exit status and what it printed when it checked `serverBlock`, with `modules` loaded. */
export function nginxCheck(serverBlock: string, modules: string[] = []): { status: number | null; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-t-'));
  try {
    writeFileSync(join(dir, 'site.conf'), serverBlock);
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${dir};\n`).join('');
    writeFileSync(
      join(dir, 'nginx.conf'),
      `${modules.map((module) => `load_module ${module};\n`).join('')}pid ${join(dir, 'nginx.pid')};\nerror_log ${join(dir, 'error.log')};\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n${temp}  include ${join(dir, 'site.conf')};\n}\n`,
    );
    const result = spawnSync(NGINX_BIN, ['-t', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
      encoding: 'utf8',
    });
    return { status: result.status, stderr: result.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
