/**
 * Why a test phase failed, in a few lines: `npm test` prints these last, after its table of phases.
 * CI keeps only the tail of a run's output, where the runners' own reports end with a trace's path
 * or a count; the assertion that failed had scrolled away (stop 54's red run said only which test).
 * Read from the runners' JSON reports (Vitest's `json` reporter, Playwright's `json` reporter).
 */

/** The most lines of one failure's message that are printed. */
const LINES_PER_FAILURE = 12;
/** The most failures printed; the rest are counted. */
const MOST_FAILURES = 8;

export interface Failure {
  /** Where: the file (and line, for Playwright) and the test's title. */
  test: string;
  /** The runner's message, shortened. */
  message: string;
}

const ANSI = new RegExp(String.raw`\u001b\[[0-9;]*m`, 'g');

/** A stack frame of the runner or of Node, not of our code. */
const FOREIGN_FRAME = /^\s*at .*(node_modules|<anonymous>|node:internal)/;

/** A message without colour codes or foreign stack frames, cut to its first lines. */
export function shorten(message: string): string {
  const lines = message.replace(ANSI, '').trimEnd().split('\n').filter((line) => !FOREIGN_FRAME.test(line));
  const kept = lines.slice(0, LINES_PER_FAILURE);
  if (lines.length > kept.length) kept.push(`… (${lines.length - kept.length} more lines)`);
  return kept.join('\n');
}

interface VitestReport {
  testResults?: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

/** The failed tests of a Vitest JSON report, and files that failed outside any test (an import, a hook). */
export function vitestFailures(report: VitestReport, root: string): Failure[] {
  const failures: Failure[] = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push({ test: `${name} › ${test.fullName}`, message: shorten((test.failureMessages ?? []).join('\n')) });
    if (failed.length === 0 && file.status === 'failed') failures.push({ test: name, message: shorten(file.message ?? '(no message)') });
  }
  return failures;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{
    title: string;
    file: string;
    line: number;
    tests: Array<{ status: string; results: Array<{ status: string; error?: { message?: string }; errors?: Array<{ message?: string }> }> }>;
  }>;
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  suites?: PlaywrightSuite[];
  errors?: Array<{ message?: string }>;
}

/** The failed tests of a Playwright JSON report (and its errors outside any test, such as a global setup's). */
export function playwrightFailures(report: PlaywrightReport): Failure[] {
  const failures: Failure[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const path = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const result = test.results.at(-1);
        const messages = result?.errors?.map((error) => error.message ?? '') ?? [result?.error?.message ?? result?.status ?? ''];
        failures.push({ test: `${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')}`, message: shorten(messages.join('\n')) });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failures.push({ test: '(outside any test)', message: shorten(error.message ?? '') });
  return failures;
}

/** The lines `npm test` prints for these failures. */
export function describeFailures(phase: string, failures: Failure[]): string {
  if (failures.length === 0) return '';
  const shown = failures.slice(0, MOST_FAILURES);
  const parts = shown.map((failure) => `✘ ${failure.test}\n${failure.message.replace(/^/gm, '    ')}`);
  if (failures.length > shown.length) parts.push(`… and ${failures.length - shown.length} more failed tests (the runner's report above lists them)`);
  return `\nWhy ${phase} failed, in short:\n${parts.join('\n')}\n`;
}
