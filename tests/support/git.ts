// git in a throw-away repository of a test, as a fixed author and without signing.
import { spawnSync } from 'node:child_process';

/** Runs git in `dir`; its output, trimmed; throws with git's message when it fails. */
export function git(dir: string, ...args: string[]): string {
  const result = spawnSync(
    'git',
    ['-C', dir, '-c', 'user.name=Test', '-c', 'user.email=test@example.ac.id', '-c', 'commit.gpgsign=false', ...args],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}
