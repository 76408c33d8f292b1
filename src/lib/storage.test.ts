import { z } from '@/lib/zod';
import { readStored, storedList } from './storage';

describe('storedList', () => {
  const numbers = storedList(3, (entries) => entries.filter((entry) => typeof entry === 'number'));

  it('cuts the list to its size before looking at any entry', () => {
    const looked: number[] = [];
    const entries = Array.from({ length: 1000 }, (_, index) => ({
      get value() {
        looked.push(index);
        return index;
      },
    }));
    const schema = storedList(3, (kept) => kept.map((entry) => (entry as { value: number }).value));
    expect(schema.parse(entries)).toEqual([0, 1, 2]);
    expect(looked).toEqual([0, 1, 2]);
  });

  it('keeps what is valid among the first entries only', () => {
    expect(numbers.parse([1, 'x', 2, 3, 4])).toEqual([1, 2]);
  });

  it('reads anything that is not an array as an empty list', () => {
    expect(numbers.parse({ 0: 1, length: 1 })).toEqual([]);
    expect(numbers.parse('1,2')).toEqual([]);
    expect(numbers.parse(null)).toEqual([]);
  });

  it('works as a readStored schema', () => {
    window.localStorage.setItem('numbers', JSON.stringify([5, 6, 7, 8, 9]));
    expect(readStored('numbers', numbers, [])).toEqual([5, 6, 7]);
    expect(readStored('numbers', z.array(z.number()), [])).toEqual([5, 6, 7, 8, 9]);
  });
});

describe('readStored', () => {
  it('falls back when reading storage throws (blocked, or its file corrupted)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readStored('cart', z.array(z.number()), [])).toEqual([]);
  });
});
