import { digestOf } from './digest';

describe('digestOf', () => {
  it('is the 64-bit FNV-1a hash of the UTF-8 bytes', () => {
    // Reference values of the FNV specification's test suite.
    expect(digestOf('')).toBe('cbf29ce484222325');
    expect(digestOf('a')).toBe('af63dc4c8601ec8c');
    expect(digestOf('foobar')).toBe('85944171f73967e8');
  });

  it('tells apart requests that differ in one character, beyond ASCII too', () => {
    expect(digestOf('{"pin":"560001"}')).not.toBe(digestOf('{"pin":"560002"}'));
    expect(digestOf('Kavya Rāo')).not.toBe(digestOf('Kavya Rao'));
    expect(digestOf('Kavya Rāo')).toBe(digestOf('Kavya Rāo'));
  });
});
