/**
 * `npm test`: every check the project has, in the order that fails fastest and in the time the
 * machine allows (issue 42). The three independent checks — types, lint, production build — run
 * side by side (each is mostly one thread; the machine has two cores), each one's output printed
 * whole when it ends, so their lines never interleave. Then the unit and integration tests (they
 * need nothing built), then the browser tests against the production build. Stops at the first
 * phase that fails; ends with each phase's time and, when tests failed, why (their first lines).
 *
 *   npm test                 everything
 *   npm test -- --from unit  skip the checks and the build (the build must already exist)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describeFailures, playwrightFailures, vitestFailures, type Failure } from './test-failures';
import { warningLines } from './warning-lines';

interface Phase {
  name: string;
  command: string;
  /** The runner's JSON report, read for a short account of its failures. */
  failures?: () => Failure[];
  /** A warning line in its output fails it (ADR 400: the production build prints none). */
  noWarnings?: boolean;
}

/** Where the runners write their JSON reports (git ignores it; Playwright's own output folder is emptied as it starts). */
const REPORTS = 'playwright-report';
const VITEST_REPORT = path.join(REPORTS, 'vitest.json');
const PLAYWRIGHT_REPORT = path.join(REPORTS, 'results.json');

function readReport<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const CHECKS: Phase[] = [
  { name: 'typecheck', command: 'npx tsc --noEmit' },
  { name: 'lint', command: 'npm run lint --silent' },
  { name: 'build', command: 'npm run build --silent', noWarnings: true },
];
const UNIT: Phase = {
  name: 'unit + integration (vitest)',
  command: `npm run test:unit --silent -- --reporter=default --reporter=json --outputFile.json=${VITEST_REPORT}`,
  failures: () => vitestFailures(readReport(VITEST_REPORT) ?? {}, process.cwd()),
};
const BROWSER: Phase = {
  name: 'browser (playwright)',
  command: 'npm run test:e2e --silent',
  failures: () => playwrightFailures(readReport(PLAYWRIGHT_REPORT) ?? {}),
};
/** Why the phase that failed failed, printed after the table. */
let failureSummary = '';

const timings: Array<{ name: string; seconds: number; ok: boolean }> = [];

/** Runs one phase; `buffered` collects its output and prints it once it has ended. */
function run(phase: Phase, buffered: boolean): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(phase.command, { shell: true, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const warnings = phase.noWarnings ? warningLines(Buffer.concat(output).toString('utf8')) : [];
      const ok = code === 0 && warnings.length === 0;
      timings.push({ name: phase.name, seconds, ok });
      if (!ok && phase.failures) failureSummary = describeFailures(phase.name, phase.failures());
      if (warnings.length > 0) failureSummary += `\n${phase.name} printed ${warnings.length} warning line(s); it must print none (ADR 400):\n${warnings.map((line) => `  ${line}\n`).join('')}`;
      if (buffered) {
        const verdict = code !== 0 ? `failed with exit code ${code}` : ok ? 'passed' : `failed: ${warnings.length} warning line(s)`;
        process.stdout.write(`\n── ${phase.name} (${seconds.toFixed(0)} s, ${verdict}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(ok);
    });
  });
}

function report(): void {
  process.stdout.write('\nnpm test, phase by phase:\n');
  for (const { name, seconds, ok } of timings) process.stdout.write(`  ${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(30)} ${seconds.toFixed(0).padStart(4)} s\n`);
  process.stdout.write(`  total${' '.repeat(31)}${((Date.now() - runStarted) / 1000).toFixed(0).padStart(4)} s\n`);
  process.stdout.write(failureSummary);
}

const runStarted = Date.now();
const fromUnit = process.argv.includes('--from') && process.argv[process.argv.indexOf('--from') + 1] === 'unit';

async function main(): Promise<number> {
  if (!fromUnit) {
    // Route types first: the type check reads them, and the build must not write them meanwhile.
    if (!(await run({ name: 'route types', command: 'node scripts/react-router.mjs typegen' }, true))) return 1;
    const results = await Promise.all(CHECKS.map((phase) => run(phase, true)));
    if (results.includes(false)) return 1;
  }
  fs.rmSync(REPORTS, { recursive: true, force: true });
  if (!(await run(UNIT, false))) return 1;
  if (!(await run(BROWSER, false))) return 1;
  return 0;
}

const code = await main();
report();
process.exit(code);
