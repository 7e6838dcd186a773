/**
 * The build being served: `BUILD_DIR` (the compiled entry, <build>/start.js, sets it to its own
 * folder), else ./build. server.ts loads the server bundle and serves the browser's files from it.
 */
import path from "node:path";

export const buildFolder = () => process.env.BUILD_DIR ?? "build";

/** The browser's files of the build: /assets/app-1a2b.css is <build>/client/assets/app-1a2b.css. */
export const clientFolder = () => path.join(buildFolder(), "client");
