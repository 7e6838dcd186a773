/**
 * The production entry. The build compiles it with esbuild into `<build>/start.js` (vite.config.ts,
 * docs/decisions/010), and production runs exactly that with plain node, one process per worker:
 * `node --max-old-space-size=192 build/start.js` (npm run serve, deploy/sadeli.service, the test
 * servers). No tsx, no cross-env, no esbuild service at run time.
 *
 * It always serves the build it belongs to (the folder it sits in), in production mode. Both are
 * set before server.ts is evaluated: its packages (express, helmet...) are imported at the top of
 * the compiled file, but none reads NODE_ENV on import, and React and React Router are loaded
 * with the application afterwards (server.ts imports `<build>/server/index.js` at run time).
 */
import path from "node:path";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV = "production";
process.env.BUILD_DIR = path.dirname(fileURLToPath(import.meta.url));

await import("../server");
