import { loadRazorpay, SCRIPT_TIMEOUT_MS } from './razorpay';

const SCRIPT = 'https://checkout.example/never-answers.js';

afterEach(() => {
  vi.useRealTimers();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  document.getElementById('Razorpay')?.remove();
});

describe('loadRazorpay', () => {
  it('gives up on a script that never answers, after a timed retry, and leaves no script behind', async () => {
    vi.useFakeTimers();
    const loading = loadRazorpay(SCRIPT);
    const settled = vi.fn();
    loading.then(settled, settled);
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS);
    expect(settled).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll(`script[src="${SCRIPT}"]`)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SCRIPT_TIMEOUT_MS);
    await expect(loading).rejects.toThrow('Razorpay script timed out');
    expect(document.head.querySelectorAll(`script[src="${SCRIPT}"]`)).toHaveLength(0);
  });

  it('does not take an element named Razorpay for the payment script', async () => {
    const element = document.createElement('div');
    element.id = 'Razorpay';
    document.body.append(element);
    const loading = loadRazorpay(SCRIPT);
    const script = () => document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
    const first = script()!;
    first.dispatchEvent(new Event('load'));
    const retry = await vi.waitFor(() => {
      const next = script();
      if (!next || next === first) throw new Error('no retry yet');
      return next;
    });
    retry.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('Razorpay is not defined');
  });
});
