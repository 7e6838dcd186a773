/**
 * Issue 33 (part F): the words of the API reference page at /api/docs. The API's words are
 * English, as the rest of its answers (app/lib/copy/api.ts); the reference itself is drawn by
 * Redoc from the document's own summaries and descriptions.
 */
export const apiDocsCopy = {
  title: (version: string) => `Surat Sadeli Art Studio API reference (version ${version})`,
  heading: "Surat Sadeli Art Studio API",
  version: (version: string) => `Version ${version}`,
  document: "The OpenAPI 3.1 document",
  documentNote: "is the description this page is drawn from: every path, body, answer and example, for a client generator or a validating proxy.",
  walkThrough: "The walk-through with curl and the changelog",
  walkThroughNote: "show the calls in order, and say what each version changed.",
  noScript: "The reference below is drawn by a script. Without JavaScript, read the OpenAPI document and the walk-through linked above.",
} as const;
