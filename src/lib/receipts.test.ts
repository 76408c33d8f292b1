import { act, renderHook } from '@tests/testing-library';
import { MAX_RECEIPTS, receipts, useReceipts, type Receipt } from './receipts';

const receipt = (orderId: string, overrides: Partial<Receipt> = {}): Receipt => ({
  orderId,
  paymentId: `pay_${orderId}`,
  amount: 1049.5,
  date: '2026-11-20T10:30:00.000Z',
  items: [{ name: 'Ashwagandha Churna', price: 449.75, quantity: 2 }],
  userId: null,
  ...overrides,
});

describe('receipts on this device', () => {
  it('keeps the newest first and replaces a receipt for the same payment', () => {
    receipts.add(receipt('ORD00001'));
    receipts.add(receipt('ORD00002'));
    receipts.add(receipt('ORD00001', { amount: 10 }));
    expect(receipts.read().map((kept) => [kept.orderId, kept.amount])).toEqual([
      ['ORD00001', 10],
      ['ORD00002', 1049.5],
    ]);
  });

  it('keeps two payments that bear the same order number', () => {
    receipts.add(receipt('ORD00005', { paymentId: 'pay_before_restart' }));
    receipts.add(receipt('ORD00005', { paymentId: 'pay_after_restart' }));
    expect(receipts.read().map((kept) => kept.paymentId)).toEqual([
      'pay_after_restart',
      'pay_before_restart',
    ]);
  });

  it('deletes one receipt, then all of them', () => {
    receipts.add(receipt('ORD00001'));
    receipts.add(receipt('ORD00002'));
    receipts.remove('pay_ORD00002');
    expect(receipts.read().map((kept) => kept.orderId)).toEqual(['ORD00001']);
    receipts.clear();
    expect(receipts.read()).toEqual([]);
    expect(window.localStorage.getItem('receipts')).toBeNull();
  });

  it(`keeps at most ${MAX_RECEIPTS}, dropping the oldest`, () => {
    for (let n = 1; n <= MAX_RECEIPTS + 5; n += 1) receipts.add(receipt(`ORD${n}`));
    const kept = receipts.read();
    expect(kept).toHaveLength(MAX_RECEIPTS);
    expect(kept[0]!.orderId).toBe(`ORD${MAX_RECEIPTS + 5}`);
    expect(kept.at(-1)!.orderId).toBe('ORD6');
  });

  it('drops what is not a receipt and survives storage that is not JSON', () => {
    window.localStorage.setItem(
      'receipts',
      JSON.stringify([
        receipt('ORD00001'),
        { orderId: 'ORD00002', amount: 'free' },
        receipt('ORD00003', { date: 'yesterday' }),
        'junk',
        { ...receipt('ORD00004'), items: 'not a list' },
      ]),
    );
    expect(receipts.read().map((kept) => [kept.orderId, kept.items.length])).toEqual([
      ['ORD00001', 1],
      ['ORD00004', 0],
    ]);
    window.localStorage.setItem('receipts', '{not json');
    expect(receipts.read()).toEqual([]);
    window.localStorage.setItem('receipts', '{"orderId":"ORD1"}');
    expect(receipts.read()).toEqual([]);
  });

  it('updates components when receipts change here or in another tab', () => {
    const { result } = renderHook(() => useReceipts());
    expect(result.current).toEqual([]);
    act(() => receipts.add(receipt('ORD00001')));
    expect(result.current.map((kept) => kept.orderId)).toEqual(['ORD00001']);
    act(() => {
      window.localStorage.setItem('receipts', JSON.stringify([receipt('ORD00009')]));
      window.dispatchEvent(new StorageEvent('storage', { key: 'receipts' }));
    });
    expect(result.current.map((kept) => kept.orderId)).toEqual(['ORD00009']);
  });
});
