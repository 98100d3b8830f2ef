// Fails when generated files differ from what is committed, e.g. after `npm run contract`.
import { execFileSync } from 'node:child_process';

const files = process.argv.slice(2);
const status = execFileSync('git', ['status', '--porcelain', '--', ...files], { encoding: 'utf8' });
if (status.trim() !== '') {
  process.stderr.write(
    `These generated files are stale; run \`npm run contract\` and commit them:\n${status}`,
  );
  process.exit(1);
}
process.stdout.write(`up to date: ${files.join(', ')}\n`);
