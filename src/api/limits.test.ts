import { MAX_RUPEES } from './limits';

describe('MAX_RUPEES', () => {
  it('is the largest amount whose paise, 25 of it in each of 200 lines, stay exact', () => {
    expect(MAX_RUPEES).toBe(Math.floor(Number.MAX_SAFE_INTEGER / 100 / 25 / 200));
    expect(Number.isSafeInteger(MAX_RUPEES * 100 * 25 * 200)).toBe(true);
    expect(Number.isSafeInteger((MAX_RUPEES + 1) * 100 * 25 * 200)).toBe(false);
  });
});
