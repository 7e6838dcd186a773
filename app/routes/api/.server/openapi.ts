/** The OpenAPI description of the JSON API: see contract/document.ts. */
export { openApiDocument } from "./contract/document";
