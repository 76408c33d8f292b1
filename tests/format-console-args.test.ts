import { formatConsoleArgs } from './format-console-args';

describe('formatConsoleArgs', () => {
  it('fills printf-style placeholders in order and appends what is left', () => {
    expect(formatConsoleArgs(['Each child needs a %s prop.%s', 'key', ' (in List)', 42])).toBe(
      'Each child needs a key prop. (in List) 42',
    );
  });

  it('keeps a placeholder without an argument and turns %% into %', () => {
    expect(formatConsoleArgs(['100%% of %s and %s', 'one'])).toBe('100% of one and %s');
  });

  it('shows an error with its message and objects as JSON', () => {
    const text = formatConsoleArgs([new Error('boom'), { a: 1 }]);
    expect(text).toContain('Error: boom');
    expect(text).toContain('{"a":1}');
  });
});
