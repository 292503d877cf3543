// Type-checks every workspace with its own tsconfig (no project references: see docs/decisions/0001).
import { execFileSync } from 'node:child_process';

const projects = ['packages/domain', 'packages/contracts', 'apps/server', 'apps/web', 'e2e'];
let failed = false;
for (const project of projects) {
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'], {
      stdio: 'inherit',
    });
    console.log(`types ok: ${project}`);
  } catch {
    failed = true;
    console.error(`types FAILED: ${project}`);
  }
}
process.exit(failed ? 1 : 0);
