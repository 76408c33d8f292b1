import type { FullResult, TestCase, TestResult } from '@playwright/test/reporter';
import { describe, expect, it, vi } from 'vitest';
import RetriesOnlyForRendererStall from './e2e/retries-only-for-renderer-stall';
import { RENDERER_STALL } from './e2e/renderer-stall';

const aTest = {
  titlePath: () => ['', 'desktop', 'catalog.spec.ts', 'home loads'],
  expectedStatus: 'passed',
} as TestCase;

const attempt = (retry: number, status: TestResult['status'], ...messages: string[]) =>
  ({ retry, status, errors: messages.map((message) => ({ message })) }) as TestResult;

const stalled = `page.evaluate: Error: ${RENDERER_STALL}: no animation frame for 5 s: {}`;

async function endOfRun(attempts: TestResult[], status: FullResult['status'] = 'passed') {
  const reporter = new RetriesOnlyForRendererStall();
  const stderr = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
  try {
    for (const result of attempts) reporter.onTestEnd(aTest, result);
    const override = await reporter.onEnd({ status } as FullResult);
    return { override, printed: stderr.mock.calls.join('') };
  } finally {
    stderr.mockRestore();
  }
}

describe('retries only for a renderer stall', () => {
  it('lets a run pass whose retried attempts all failed on a renderer stall', async () => {
    const { override, printed } = await endOfRun([
      attempt(0, 'failed', stalled),
      attempt(1, 'failed', stalled),
      attempt(2, 'passed'),
    ]);
    expect(override).toBeUndefined();
    expect(printed).toBe('');
  });

  it('fails a passing run when an attempt failed for any other reason, naming it', async () => {
    const { override, printed } = await endOfRun([
      attempt(0, 'failed', 'expect(locator).toBeVisible() failed'),
      attempt(1, 'passed'),
    ]);
    expect(override).toEqual({ status: 'failed' });
    expect(printed).toContain('desktop › catalog.spec.ts › home loads (attempt 1: failed)');
  });

  it('counts a timeout, or a stall beside another error, as another reason', async () => {
    expect((await endOfRun([attempt(0, 'timedOut'), attempt(1, 'passed')])).override).toEqual({
      status: 'failed',
    });
    expect(
      (await endOfRun([attempt(0, 'failed', stalled, 'page error: boom'), attempt(1, 'passed')]))
        .override,
    ).toEqual({ status: 'failed' });
  });

  it('leaves a run that failed anyway as it is', async () => {
    expect((await endOfRun([attempt(0, 'failed', 'boom')], 'failed')).override).toBeUndefined();
  });
});
