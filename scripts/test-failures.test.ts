import { describe, expect, it } from 'vitest';
import { describeFailures, playwrightFailures, vitestFailures } from './test-failures';

// The reports' shapes as Vitest 4 and Playwright 1.5x wrote them for a failing test (trimmed).
const vitestReport = {
  testResults: [
    {
      name: '/work/main/scripts/zz-fail.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        {
          fullName: 'outer fails',
          status: 'failed',
          failureMessages: [
            'AssertionError: expected { a: 1 } to deeply equal { a: 2 }\n    at /work/main/scripts/zz-fail.test.ts:2:64\n    at file:///work/main/node_modules/@vitest/runner/dist/chunk-artifact.js:302:11\n    at new Promise (<anonymous>)',
          ],
        },
        { fullName: 'outer passes', status: 'passed', failureMessages: [] },
      ],
    },
    { name: '/work/main/app/broken.test.ts', status: 'failed', message: 'Failed to load url ./missing (resolved id: ./missing)', assertionResults: [] },
    { name: '/work/main/app/fine.test.ts', status: 'passed', message: '', assertionResults: [{ fullName: 'works', status: 'passed' }] },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'zz-fail.spec.ts',
      file: 'zz-fail.spec.ts',
      specs: [],
      suites: [
        {
          title: 'outer (x)',
          file: 'zz-fail.spec.ts',
          specs: [
            {
              title: 'fails',
              file: 'zz-fail.spec.ts',
              line: 2,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      status: 'failed',
                      error: { message: 'Error: \u001b[2mexpect(\u001b[22mreceived).toEqual(expected)' },
                      errors: [{ message: 'Error: \u001b[2mexpect(\u001b[22mreceived).toEqual(expected)\n\n- Expected  - 1\n+ Received  + 1' }],
                    },
                  ],
                },
              ],
            },
            { title: 'passes', file: 'zz-fail.spec.ts', line: 3, tests: [{ status: 'expected', results: [{ status: 'passed', errors: [] }] }] },
          ],
        },
      ],
    },
  ],
  errors: [],
};

describe('why a test phase failed, in short', () => {
  it('names each failed Vitest test and file, with the message and our own stack frames only', () => {
    expect(vitestFailures(vitestReport, '/work/main')).toEqual([
      { test: 'scripts/zz-fail.test.ts › outer fails', message: 'AssertionError: expected { a: 1 } to deeply equal { a: 2 }\n    at /work/main/scripts/zz-fail.test.ts:2:64' },
      { test: 'app/broken.test.ts', message: 'Failed to load url ./missing (resolved id: ./missing)' },
    ]);
  });

  it('names each failed Playwright test by file, line and titles, without colour codes', () => {
    expect(playwrightFailures(playwrightReport)).toEqual([
      { test: 'zz-fail.spec.ts:2 › outer (x) › fails', message: 'Error: expect(received).toEqual(expected)\n\n- Expected  - 1\n+ Received  + 1' },
    ]);
  });

  it('prints a missing report as nothing, and long messages and many failures cut short', () => {
    expect(describeFailures('browser (playwright)', playwrightFailures({}))).toBe('');
    const long = { test: 'a.spec.ts:1 › a', message: '' };
    const many = Array.from({ length: 10 }, () => long);
    const text = describeFailures('browser (playwright)', many);
    expect(text.startsWith('\nWhy browser (playwright) failed, in short:\n✘ a.spec.ts:1 › a\n')).toBe(true);
    expect(text.trimEnd().endsWith("… and 2 more failed tests (the runner's report above lists them)")).toBe(true);
    const message = vitestFailures({ testResults: [{ name: 'x.test.ts', status: 'failed', message: Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n') }] }, '/')[0]?.message;
    expect(message?.split('\n')).toHaveLength(13);
    expect(message?.endsWith('… (8 more lines)')).toBe(true);
  });
});
