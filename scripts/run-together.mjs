// `node scripts/run-together.mjs a b …`: runs the npm scripts a, b … at the same time (the static checks
// wait on one core each), prints each one's output when it ends, and fails if any failed.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Name the npm scripts to run, e.g. node scripts/run-together.mjs typecheck lint');
  process.exit(2);
}

const runs = names.map((name) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output }));
  }).then((run) => {
    process.stdout.write(
      `> npm run ${run.name}: ${run.code === 0 ? 'passed' : `failed (exit ${run.code})`}\n${run.output}`,
    );
    return run;
  }),
);

const failed = (await Promise.all(runs)).filter((run) => run.code !== 0);
process.exit(failed.length > 0 ? 1 : 0);
