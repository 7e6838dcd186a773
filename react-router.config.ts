import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered on the server: visitors with JavaScript degraded get full content.
  ssr: true,
  // BUILD_DIR lets test runs build side by side without replacing each other's files.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    // Dev only: Vite pre-bundles the dependencies of every route module and of the client entry
    // when it starts, instead of finding them page by page. Found late, a dependency made Vite
    // re-bundle and reload the page, and a page open at that moment could mix two copies of
    // React ("Cannot read properties of null (reading 'useContext')", issue 30).
    unstable_optimizeDeps: true,
  },
} satisfies Config;
