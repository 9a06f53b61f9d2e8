// The pre-paint boot script (src/shell/first-paint/boot.ts and the app's modules it imports) is
// bundled by rolldown, Vite's own bundler, into one classic script and inlined into index.html,
// because a separate render-blocking request costs the menu's first paint more than the script
// itself. The CSP allows exactly this script by its hash, which the nginx config renderer computes
// from the same text: both bundle it with the same options, which give the same bytes for the same
// sources, so the build and the deployed config agree.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';
import { build, type BuildOptions } from 'rolldown';
import { projectRoot } from '../../manifest/files.ts';

const bootFile = 'src/shell/first-paint/boot.ts';

// Plain data, so that the child process below can be handed the very same options.
const options = {
  input: join(projectRoot, bootFile),
  // Inlined as is, without the app build's transforms: syntax every browser that runs the app's
  // modules also runs.
  transform: { target: 'es2020' },
  logLevel: 'silent',
  write: false,
  // No comments: the pure annotations that told the bundler what it may drop are of no use inlined.
  output: { format: 'iife', minify: true, comments: false },
} satisfies BuildOptions;

/** The bundle's one script, checked: a classic script that index.html can carry in its <script>. */
function inlinable(codes: readonly string[]): string {
  if (codes.length !== 1) throw new Error(`${bootFile} bundles to ${codes.length} files, not one script`);
  const source = codes[0]!.trim();
  if (source.includes('</')) throw new Error(`${bootFile} bundles to a script with "</" in it: it is inlined into <script>`);
  if (/\bimport\s*[({]|\bimport\.meta\b/.test(source)) throw new Error(`${bootFile} bundles to a script that still imports`);
  return source;
}

/** The boot script as index.html carries it, and the modules it was bundled from (their paths from the project's root). */
export async function bootBundle(): Promise<{ source: string; modules: string[] }> {
  const { output } = await build(options);
  const chunks = output.filter((file) => file.type === 'chunk');
  return {
    source: inlinable(output.map((file) => (file.type === 'chunk' ? file.code : ''))),
    modules: chunks.flatMap((chunk) => chunk.moduleIds).map((id) => relative(projectRoot, id).split(sep).join('/')),
  };
}

/** The boot script as index.html carries it (the Vite plugin, scripts/build/first-paint/plugin.ts, inlines it). */
export const bootScript = async (): Promise<string> => (await bootBundle()).source;

// rolldown has no synchronous build: the same build in a child process, for callers that cannot
// wait. It prints the bundle's files as JSON.
const bundleInChild = `import { build } from 'rolldown';
const { output } = await build(JSON.parse(process.argv[1]));
process.stdout.write(JSON.stringify(output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))));`;

let inlined: string | undefined;

/**
 * The same text for code that cannot wait (the nginx config renderer, scripts/deploy/nginx-conf.ts),
 * bundled once per process.
 */
export function bootScriptSource(): string {
  inlined ??= inlinable(
    JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', bundleInChild, JSON.stringify(options)], {
        cwd: projectRoot,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    ) as string[],
  );
  return inlined;
}

/** The CSP source expression that allows the inlined boot script. */
export const bootScriptCspHash = (source = bootScriptSource()): string =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
