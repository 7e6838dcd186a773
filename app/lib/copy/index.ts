/**
 * The site's words, one file per part of the site. Texts the spec quotes are copied word for
 * word, so a change of wording is one edit and a test can import the exact string it expects.
 */
export * from "./about";
export * from "./account";
export * from "./api";
export * from "./auth";
export * from "./catalogue";
export * from "./contact";
export * from "./home";
export * from "./inquiries";
export * from "./limits";
export * from "./my-data";
export * from "./newsletter";
export * from "./panel";
export * from "./panel-admin";
export * from "./panel-blog";
export * from "./panel-content";
export * from "./panel-shop";
export * from "./shell";
export * from "./stories";
export * from "./validation";
