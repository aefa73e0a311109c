import { z } from 'zod';

// The one door to zod (docs/architecture.md#client-forms, "No eval"): the Content-Security-Policy forbids eval,
// and unless told otherwise zod probes `new Function` (which the browser reports as a violation even though zod
// catches it) and compiles its object parsers with it. The setting is read when a schema is built, so every
// module that builds one imports `z` from here, after this line has run. The build keeps this file for its effect
// (client/package.json `sideEffects`, docs/architecture.md#client-side-effects).
z.config({ jitless: true });

export { z };
