// eslint-disable-next-line no-restricted-imports -- the one module that imports zod itself
import { z } from 'zod';

// Zod probes for eval with `new Function` to speed up object parsing. The shop's CSP has no
// 'unsafe-eval', so the probe would fail anyway and the browser would report a violation.
// Every module imports zod from here, so this runs before any schema parses.
z.config({ jitless: true });

export { z };
