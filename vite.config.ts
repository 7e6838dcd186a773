import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { writeCompressedCopies } from "./server/precompressed-assets";

const APP = path.resolve(import.meta.dirname, "app");
/** The modules every public page renders: the document and the site's header and footer. */
const SHELL_ROOTS = [path.join(APP, "root.tsx"), path.join(APP, "routes/site/layout.tsx")];
/** The framework every page hydrates with. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)\//;
/** The cards of the home page and the four lists, with what they show an image or a date with. */
const CARDS = /\/app\/(components\/cards\/|components\/ui\/(stored-image|badge)\.|lib\/(images|format|dates)\.)/;
/** Beside the shell's own imports, what every public page's meta uses. */
const SHELL_EXTRAS = /\/app\/(lib\/seo|components\/listing\/load-failed)\./;
/** The parts of the four list pages, which the detail pages open over. */
const LISTING = /\/app\/(components\/listing\/|lib\/listing\.)/;

let shellModules: Set<string> | undefined;

/** Every app module the shell imports, directly or not (node_modules aside). */
function collectShell(getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const found = new Set<string>();
  const pending = [...SHELL_ROOTS];
  while (pending.length) {
    const id = pending.pop()!;
    if (found.has(id) || id.includes("/node_modules/")) continue;
    found.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * Client chunks: the framework, the shell, the cards and the list parts each in one file, instead
 * of some thirty small files per page. On a slow phone connection every request costs a round
 * trip, and one larger file compresses better than many small ones (about 4 KB less per page).
 * Panel-only code is never reached from these groups, so it stays in the panel's own chunks.
 */
function clientChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  if (FRAMEWORK.test(id)) return "framework";
  shellModules ??= collectShell(getModuleInfo);
  if (SHELL_ROOTS.includes(id)) return undefined;
  if (shellModules.has(id) || SHELL_EXTRAS.test(id)) return "shell";
  if (CARDS.test(id)) return "cards";
  if (LISTING.test(id)) return "listing";
  return undefined;
}

/** Brotli and gzip copies of the client's assets, made once here rather than at every start. */
function compressedAssetCopies(): Plugin {
  let clientAssets: string | undefined;
  return {
    name: "sadeli:compressed-asset-copies",
    apply: "build",
    configResolved(config) {
      clientAssets = config.build.ssr ? undefined : path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle() {
      if (clientAssets) writeCompressedCopies(clientAssets);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server build is the Express app (server/app.ts) with the React Router handler inside, so
  // the domain code and the request handler share one module graph and one database connection.
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/app.ts" } }
    : {
        // Terser's two passes leave the framework about 3.6 KB (compressed) smaller than esbuild's
        // minifier: public pages have a 110 KB budget of compressed JavaScript (bench/budgets.ts).
        minify: "terser",
        terserOptions: { compress: { passes: 2 } },
        rollupOptions: { output: { manualChunks: clientChunk } },
      },
  resolve: { alias: { "~": APP } },
  plugins: [tailwindcss(), reactRouter(), compressedAssetCopies()],
}));
