// eslint-disable-next-line no-restricted-imports -- the one module that imports zod itself
import * as z from 'zod/mini';

// zod/mini: the functional, tree-shakable API of zod 4, so the bundle carries only the parts
// the schemas use. It loads no locale: a rule a shopper can break needs its own message.

// Zod probes for eval with `new Function` to speed up object parsing. The shop's CSP has no
// 'unsafe-eval', so the probe would fail anyway and the browser would report a violation.
// Every module imports zod from here, so this runs before any schema parses. (zod/mini's objects
// never compile a parser, so today this only guards against zod's JIT object ever being bundled.)
// The one configuration at import: zod reads it as each schema is built, and schemas are built
// when their modules load, before entry.client.tsx could call anything.
// eslint-disable-next-line no-restricted-syntax
z.config({ jitless: true });

export { z };
