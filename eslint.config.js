/**
 * ESLint (flat config): the recommended rules of JavaScript and typescript-eslint, React's hooks
 * rules, jsx-a11y for the pages, and one import order (simple-import-sort, so `npm run lint:fix`
 * orders them). Formatting is Prettier's alone (eslint-config-prettier turns off rules that
 * would fight it). `npm run lint` allows no warning.
 *
 * Two rules keep the layers apart (docs/decisions/033): no import cycle anywhere (import-x/no-cycle,
 * resolving `~/` through tsconfig.json), and the domain (app/.server) imports nothing of the doors
 * (app/routes), of React Router, of Express or of the components: it knows no HTTP.
 */
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      ".react-router/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      ".e2e/**",
      "data/**",
      "public/**",
      "tests/api/generated/**",
      "migrations/**",
      ".stryker-tmp/**",
      "reports/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  // React's rules where React is: Playwright's fixtures call a `use` of their own.
  { files: ["app/**/*.{ts,tsx}"], ...reactHooks.configs.flat["recommended-latest"] },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
      // Input is cleaned of control characters on purpose (search words, headers, file names).
      "no-control-regex": "off",
      // A leading underscore marks what is left out on purpose (`const { secret: _secret, ...rest } = row`).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["app/.server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "react-router", message: "The domain knows no HTTP: answer a result (app/.server/result.ts) and let the door make the response." },
            { name: "express", message: "The domain knows no HTTP: the server's own code lives in server/." },
          ],
          patterns: [
            {
              group: ["~/routes", "~/routes/**", "**/routes/**"],
              message: "The domain (app/.server) imports nothing of the doors (app/routes): move what both need into the domain, or the code into the door.",
            },
            { group: ["~/components/**", "**/components/**"], message: "The domain renders nothing: components belong to the doors." },
          ],
        },
      ],
    },
  },
  prettier,
);
