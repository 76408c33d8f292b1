import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { RENDERER_STALL } from './renderer-stall';

/**
 * CI retries a browser test for one reason only: Chromium stopped rendering its page (see
 * renderer-stall.ts), which a new browser, as a retry gets, cures. Any other failed attempt fails
 * the run even when its retry passes, so a race of our own is never passed off as flaky.
 */
export default class RetriesOnlyForRendererStall implements Reporter {
  private readonly otherFailures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    const stalled =
      result.status === 'failed' &&
      result.errors.length > 0 &&
      result.errors.every((error) => error.message?.includes(RENDERER_STALL));
    if (stalled) return;
    this.otherFailures.push(
      `${test.titlePath().filter(Boolean).join(' › ')} (attempt ${result.retry + 1}: ${result.status})`,
    );
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    if (this.otherFailures.length === 0) return undefined;
    process.stderr.write(
      `\nThese attempts failed for a reason other than a renderer stall, so their retries do not count:\n${this.otherFailures.map((line) => `  ${line}`).join('\n')}\n`,
    );
    return result.status === 'passed' ? { status: 'failed' } : undefined;
  }

  printsToStdio() {
    return false;
  }
}
