/** `~/site.css?inline` with its dark rules apart (vite.config.ts's darkRulesApart; decision 036). */
declare module "~/site.css?inline" {
  /** The public stylesheet without its dark rules. */
  const css: string;
  export default css;
  /** Its dark rules, each once and unconditional: the document decides when they apply (media). */
  export const dark: string;
}
