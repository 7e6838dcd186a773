import path from "node:path";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";

import { sourceStamp, writeStamp } from "./scripts/build-stamp.mjs";
import { writeCompressedCopies } from "./server/precompressed-assets";

const APP = path.resolve(import.meta.dirname, "app");
/** The modules every public page renders: the document and the site's header and footer. */
const SHELL_ROOTS = [path.join(APP, "root.tsx"), path.join(APP, "routes/site/layout.tsx")];
/** The framework every page hydrates with. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)\//;
/**
 * What every card shows an image, a tag, a date or its "Featured" badge with, whether its link
 * keeps a list's scroll (left to Rollup, it went into the list route's chunk, 1.7 KB more on the
 * home page), and the words the cards take from the blog's, the portfolio's and the inquiries'
 * copy. The cards themselves stay in files of their own kind: a product page needs the product
 * card, not the blog's.
 */
const CARDS =
  /\/app\/(components\/cards\/(tag-list|featured-badge|card-link-context)\.|components\/ui\/(stored-image|badge)\.|lib\/(images|format|dates|copy\/card-words)\.)/;
/** Beside the shell's own imports, what every public page's meta uses. */
const SHELL_EXTRAS = /\/app\/(lib\/seo|components\/listing\/load-failed)\./;
/**
 * The body of the four list pages (toolbar, pager, "Load More"...), loaded only where a list is
 * shown. What the list routes need on a detail page too (the route component that picks list or
 * item, the revalidation rule, the list addresses) stays out of it.
 */
const LISTING = /\/app\/components\/listing\/(?!detail-|public-list-page\.|list-revalidation\.)/;
/** What the four list routes need whether they show the list or an item opened directly. */
const LIST_ROUTE = /\/app\/(components\/listing\/(public-list-page|list-revalidation)\.|lib\/listing\.)/;
/** The parts of the four detail pages (a detail page needs none of the lists' filters and pager). */
const DETAIL = /\/app\/components\/listing\/detail-/;

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
  if (LIST_ROUTE.test(id)) return "list-route";
  if (LISTING.test(id)) return "listing";
  if (DETAIL.test(id)) return "detail";
  // Its own file: the lists, home, about and contact show it; Rollup would otherwise fold it into
  // the listing chunk (a dependency of it) and make about and contact load the lists' code.
  if (id.endsWith("/app/components/layout/page-hero.tsx")) return "page-hero";
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

/**
 * The production entry (server/production.ts, with server.ts) compiled into `<build>/start.js`
 * after the server build, so production runs plain node (docs/decisions/010). Packages stay
 * outside the file; they are installed beside it. The stamp of the sources it was made from lets
 * `npm start` skip a build that is current (scripts/start.mjs).
 */
function compiledServerEntry(): Plugin {
  const root = import.meta.dirname;
  const stamp = sourceStamp(root);
  let buildRoot: string | undefined;
  return {
    name: "sadeli:compiled-server-entry",
    apply: "build",
    configResolved(config) {
      buildRoot = config.build.ssr ? path.resolve(config.root, config.build.outDir, "..") : undefined;
    },
    async closeBundle() {
      if (!buildRoot) return;
      const esbuild = await import("esbuild");
      await esbuild.build({
        entryPoints: [path.join(root, "server/production.ts")],
        outfile: path.join(buildRoot, "start.js"),
        bundle: true,
        packages: "external",
        platform: "node",
        format: "esm",
        target: "node20",
        logLevel: "warning",
      });
      writeStamp(buildRoot, stamp);
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
  resolve: { alias: [{ find: "~", replacement: APP }] },
  plugins: [tailwindcss(), reactRouter(), compressedAssetCopies(), compiledServerEntry()],
}));
