/**
 * Parts of the shell that few pages show, loaded on demand (decision 036): the toast of the last
 * action, the not-found page and the note suggesting the visitor's language. Every public page
 * hydrates with the shell's chunk, and these were code of it that most pages never run.
 *
 * The server still renders them into the document (it sends the page once everything is ready,
 * entry.server.tsx), so they show without JavaScript. In the browser their Suspense boundary stays
 * as the server wrote it until their chunk has loaded, then hydrates (React's selective
 * hydration); a toast or a not-found page the router opens later loads its chunk then.
 */
import { lazy, Suspense } from "react";

import type { Toast } from "~/lib/toast";

import type { LanguageSuggestion } from "./language-suggestion";

const Toast = lazy(() => import("./toast-message").then((module) => ({ default: module.ToastMessage })));
const Suggestion = lazy(() => import("./language-suggestion").then((module) => ({ default: module.LanguageSuggestionBar })));
const NotFound = lazy(() => import("./not-found-page").then((module) => ({ default: module.NotFoundPage })));

export function ToastOnDemand({ toast }: { toast: Toast }) {
  return (
    <Suspense fallback={null}>
      <Toast toast={toast} />
    </Suspense>
  );
}

export function NotFoundOnDemand() {
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}

export function LanguageSuggestionOnDemand({ suggestion }: { suggestion: LanguageSuggestion }) {
  return (
    <Suspense fallback={null}>
      <Suggestion suggestion={suggestion} />
    </Suspense>
  );
}
