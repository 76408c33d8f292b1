import { moneyInMotion } from './money-in-motion';
import { codeLoaded, importRetryingOnce, reloadOnce } from './reload-once';

afterEach(() => {
  codeLoaded();
  vi.restoreAllMocks();
});

describe('reloadOnce', () => {
  it('reloads once until code has loaded again', () => {
    const reload = vi.fn();
    expect(reloadOnce(reload)).toBe(true);
    expect(reloadOnce(reload)).toBe(false);
    codeLoaded();
    expect(reloadOnce(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads while money is moving, nor offline', () => {
    const reload = vi.fn();
    const release = moneyInMotion.hold();
    expect(reloadOnce(reload)).toBe(false);
    release();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadOnce(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('moneyInMotion', () => {
  it('is active until every holder has let go, each once', () => {
    const first = moneyInMotion.hold();
    const second = moneyInMotion.hold();
    first();
    first();
    expect(moneyInMotion.active()).toBe(true);
    second();
    expect(moneyInMotion.active()).toBe(false);
  });
});

describe('importRetryingOnce', () => {
  it('asks a second time after a failed download, and gives the second failure to the caller', async () => {
    const flaky = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('chunk');
    await expect(importRetryingOnce(flaky)).resolves.toBe('chunk');
    const gone = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(importRetryingOnce(gone)).rejects.toThrow('Failed to fetch');
    expect(gone).toHaveBeenCalledTimes(2);
  });
});
