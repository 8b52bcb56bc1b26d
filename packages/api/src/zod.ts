import { z } from 'zod';

// The contract's schemas run in pages whose CSP has no 'unsafe-eval'. zod compiles its object
// parsers with `new Function` unless told not to, and the browser refuses and reports the attempt;
// set before any schema of the contract is built. The server keeps the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
