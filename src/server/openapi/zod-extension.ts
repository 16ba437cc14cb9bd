// Importing @hono/zod-openapi gives zod's schemas their .openapi() method. Zod 4 copies prototype methods onto each
// schema when it is built, so a schema built before this import never gets the method: every entry point (the server,
// the runtime, the test setup) imports this module first, before anything that builds schemas (src/lib/contracts) is
// evaluated. Without it, which schemas lacked .openapi() depended on which module a process loaded first (a test
// worker's first file, in CI's order): the whole PostgreSQL API run failed once on "openapi is not a function".
import '@hono/zod-openapi';
