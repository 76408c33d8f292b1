/** console's arguments as one string, with printf-style placeholders (React's warnings use %s) filled. */
export function formatConsoleArgs(args: unknown[]) {
  const rest = [...args];
  const first = rest.shift();
  if (typeof first !== 'string') return [first, ...rest].map(show).join(' ');
  const filled = first.replace(/%[sdifoOjc%]/g, (placeholder) => {
    if (placeholder === '%%') return '%';
    if (rest.length === 0) return placeholder;
    const value = rest.shift();
    return placeholder === '%c' ? '' : show(value);
  });
  return [filled, ...rest.map(show)].join(' ');
}

function show(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  try {
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  } catch {
    return String(value);
  }
}
