/**
 * ESLint (flat config): the recommended rules of JavaScript and typescript-eslint, React's hooks
 * rules, jsx-a11y for the pages, and one import order (simple-import-sort, so `npm run lint:fix`
 * orders them). Formatting is Prettier's alone (eslint-config-prettier turns off rules that
 * would fight it). `npm run lint` allows no warning.
 */
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
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
  prettier,
);
