import { withStorageLock } from './storage-lock';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('withStorageLock', () => {
  it('runs one holder at a time: the second waits until the first lets go', async () => {
    const order: string[] = [];
    let finishFirst!: () => void;
    const first = withStorageLock('pay', async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (finishFirst = resolve));
      order.push('first ends');
    });
    const second = withStorageLock('pay', async () => {
      order.push('second starts');
    });
    await vi.waitFor(() => expect(order).toEqual(['first starts']));
    finishFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
    expect(window.localStorage.getItem('lock:pay')).toBeNull();
  });

  it('takes over a lock whose tab died holding it, once it has expired', async () => {
    window.localStorage.setItem(
      'lock:pay',
      JSON.stringify({ owner: 'a closed tab', until: Date.now() - 1 }),
    );
    await expect(withStorageLock('pay', async () => 'done')).resolves.toBe('done');
  });

  it('just runs the work where storage keeps nothing', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await expect(withStorageLock('pay', async () => 'done')).resolves.toBe('done');
  });
});
