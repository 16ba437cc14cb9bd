// Runs before every API test file, ahead of its imports: zod's .openapi() for every schema built afterwards. With one
// module graph per worker (isolate: false), the first file a worker ran decided which schemas were built before the
// extension was loaded (src/server/openapi/zod-extension.ts).
import '../../src/server/openapi/zod-extension';
