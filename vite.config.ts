import path from "node:path";

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin, type Rollup } from "vite";

import { sourceStamp, writeStamp } from "./scripts/build-stamp.mjs";
import { splitDarkRules } from "./scripts/dark-rules";
import { writeCompressedCopies } from "./server/precompressed-assets";

const APP = path.resolve(import.meta.dirname, "app");
/** The modules every public page renders: the document and the site's header and footer. */
const SHELL_ROOTS = [path.join(APP, "root.tsx"), path.join(APP, "routes/site/layout.tsx")];
/** The framework every page hydrates with. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|cookie|set-cookie-parser|turbo-stream)\//;
/**
 * What every card shows an image, a tag, a date, its category or its "Featured" badge with (the
 * category eyebrow, left to Rollup, went into the detail pages' chunk, which the home page and the
 * lists then loaded for it: 1.6 KB), whether its link
 * keeps a list's scroll (left to Rollup, it went into the list route's chunk, 1.7 KB more on the
 * home page), and the words the cards take from the blog's, the portfolio's and the inquiries'
 * copy. The cards themselves stay in files of their own kind: a product page needs the product
 * card, not the blog's.
 */
const CARDS =
  /\/app\/(components\/cards\/(tag-list|featured-badge|card-link-context|category-eyebrow)\.|components\/ui\/(stored-image|badge)\.|lib\/(images|format|dates|copy\/card-words)\.)/;
/** Beside the shell's own imports, what every public page's meta uses. */
const SHELL_EXTRAS = /\/app\/(lib\/seo|components\/listing\/load-failed)\./;
/**
 * The body of the four list pages (toolbar, pager, "Load More"...), loaded only where a list is
 * shown. What the list routes need on a detail page too (the route component that picks list or
 * item, the revalidation rule, the list addresses) stays out of it.
 */
const LISTING = /\/app\/components\/listing\/(?!detail-|public-list-page\.|list-revalidation\.)/;
/**
 * The product card and the product's field registry (its card facts' labels): every page that
 * shows one shows the other (the home page, the list, a product), and one file is 0.2 KB smaller
 * than two.
 */
const PRODUCT_CARD = /\/app\/(components\/cards\/product-card|lib\/copy\/fields\/product)\./;
/** What the four list routes need whether they show the list or an item opened directly. */
const LIST_ROUTE = /\/app\/(components\/listing\/(public-list-page|list-revalidation)\.|lib\/listing\.)/;
/**
 * The parts of the four detail pages (a detail page needs none of the lists' filters and pager),
 * with what a product's and a portfolio item's pages share: the inquiry form's loader, its words
 * and the WhatsApp link (left to Rollup, a file of their own: one more request, 0.1 KB more).
 */
const DETAIL = /\/app\/(components\/listing\/detail-|components\/inquiries\/inquiry-forms-when-shown\.|lib\/copy\/inquiries\.|lib\/whatsapp\.)/;

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
  if (id === SHELL_ROOTS[0]) return undefined;
  if (shellModules.has(id) || SHELL_EXTRAS.test(id)) return "shell";
  if (CARDS.test(id)) return "cards";
  if (PRODUCT_CARD.test(id)) return "product-card";
  if (LIST_ROUTE.test(id)) return "list-route";
  if (LISTING.test(id)) return "listing";
  if (DETAIL.test(id)) return "detail";
  // Its own file: the lists, home, about and contact show it; Rollup would otherwise fold it into
  // the listing chunk (a dependency of it) and make about and contact load the lists' code.
  if (id.endsWith("/app/components/layout/page-hero.tsx")) return "page-hero";
  return undefined;
}

/**
 * React Router 7 publishes one build for development and production alike, its development
 * warnings behind one constant (`ENABLE_DEV_WARNINGS`, false in its unexported production build,
 * the only difference). The browser's build sets it false, so the minifier drops the warnings.
 */
function routerWithoutDevWarnings(): Plugin {
  return {
    name: "sadeli:router-without-dev-warnings",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    transform(code, id) {
      if (!/\/node_modules\/react-router\/dist\/development\/.*\.mjs$/.test(id) || !code.includes("var ENABLE_DEV_WARNINGS = true;")) return null;
      return { code: code.replace("var ENABLE_DEV_WARNINGS = true;", "var ENABLE_DEV_WARNINGS = false;"), map: null };
    },
  };
}

/**
 * Vite wraps each `import()` of the browser's code in a helper that first adds `modulepreload`
 * links for the imported chunk's own imports; its version also preloads CSS, reads a CSP nonce
 * from a meta tag and reports failures with an event, none of which this site uses, and it was
 * 0.5 KB (compressed) of the shell every public page loads once the shell had lazy parts
 * (components/layout/on-demand.tsx). This one keeps what the site needs: the preload links, once
 * each, then the import. Served under Vite's own id for the helper (`\0vite/preload-helper.js`),
 * which Vite imports into every chunk with a dynamic import; were the id to change, Vite's helper
 * would simply come back.
 */
function slimPreloadHelper(): Plugin {
  const HELPER = "\0vite/preload-helper.js";
  let base = "/";
  return {
    name: "sadeli:slim-preload-helper",
    enforce: "pre",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      if (id !== HELPER) return null;
      return `const seen = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    const href = ${JSON.stringify(base)} + dep;
    if (seen.has(href)) continue;
    seen.add(href);
    if (document.querySelector(\`link[href="\${href}"]\`)) continue;
    const link = document.createElement("link");
    link.rel = href.endsWith(".css") ? "stylesheet" : "modulepreload";
    link.href = href;
    document.head.append(link);
  }
  return load();
};
`;
    },
  };
}

/**
 * The scripts a page carries inline in its head (components/layout/page-scripts.tsx writes each
 * from its function's own source text, `fn.toString()`): in the server's build each function's
 * `toString` gives its minified text, so every public page sends 1.1 KB less before its first
 * heading (0.26 KB compressed). The minified module is loaded once here to read that text (the
 * two modules import nothing, as page-scripts.tsx requires); the server's own bundle keeps the
 * readable code.
 */
const INLINE_SCRIPTS = /\/app\/components\/layout\/(content-guard|static-page-theme)\.ts$/;

function minifiedInlineScripts(): Plugin {
  return {
    name: "sadeli:minified-inline-scripts",
    enforce: "post",
    apply: (_config, { command, isSsrBuild }) => command === "build" && isSsrBuild === true,
    async transform(code, id) {
      if (!INLINE_SCRIPTS.test(id)) return null;
      const esbuild = await import("esbuild");
      const minified = await esbuild.transform(code, { loader: "js", format: "esm", minify: true, target: "es2020" });
      const module = (await import(`data:text/javascript,${encodeURIComponent(minified.code)}`)) as Record<string, unknown>;
      const texts = Object.entries(module)
        .filter((entry): entry is [string, () => void] => typeof entry[1] === "function")
        .map(([name, fn]) => `${name}.toString = () => ${JSON.stringify(fn.toString())};`);
      return { code: `${code}\n${texts.join("\n")}\n`, map: null };
    },
  };
}

/**
 * The public stylesheet's dark rules as a second export of `~/site.css?inline` (`dark`), out of
 * its default one (scripts/dark-rules.ts; decision 036). In development too, so that the page
 * the dev server renders is the one production sends.
 */
function darkRulesApart(): Plugin {
  return {
    name: "sadeli:dark-rules-apart",
    enforce: "post",
    transform(code, id) {
      if (!/\/app\/site\.css\?(.*&)?inline\b/.test(id)) return null;
      const found = /^export default ("(?:[^"\\]|\\.)*");?\s*$/.exec(code.trim());
      if (!found) throw new Error(`sadeli:dark-rules-apart: ${id} is not the string module it expected`);
      const { main, dark } = splitDarkRules(JSON.parse(found[1]!) as string);
      return { code: `export default ${JSON.stringify(main)};\nexport const dark = ${JSON.stringify(dark)};\n`, map: null };
    },
  };
}

/** Brotli and gzip copies of the client's assets, made once here rather than at every start. */
function compressedAssetCopies(): Plugin {
  let clientAssets: string | undefined;
  let serverBuild = false;
  return {
    name: "sadeli:compressed-asset-copies",
    apply: "build",
    configResolved(config) {
      serverBuild = Boolean(config.build.ssr);
      // The server build's outDir is <build>/server; its assets go to <build>/client/assets.
      const clientOut = serverBuild ? path.resolve(config.root, config.build.outDir, "..", "client") : path.resolve(config.root, config.build.outDir);
      clientAssets = path.join(clientOut, config.build.assetsDir);
    },
    closeBundle() {
      // After the server build, React Router has moved its server-only assets (the API
      // reference's Redoc script, issue 33) into the client's: those get their copies too.
      if (clientAssets) writeCompressedCopies(clientAssets, { onlyMissing: serverBuild });
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
        terserOptions: { module: true, ecma: 2020, compress: { passes: 3 } },
        rollupOptions: { output: { manualChunks: clientChunk } },
      },
  resolve: { alias: [{ find: "~", replacement: APP }] },
  plugins: [
    slimPreloadHelper(),
    tailwindcss(),
    darkRulesApart(),
    reactRouter(),
    routerWithoutDevWarnings(),
    minifiedInlineScripts(),
    compressedAssetCopies(),
    compiledServerEntry(),
  ],
}));
