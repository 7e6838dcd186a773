/**
 * The shape of a model's field registry (docs/decisions/032): one file per model
 * (./product.ts, ./blog-post.ts, ./gallery-item.ts, ./portfolio-item.ts, ./category.ts) names each field once in English, Gujarati and Hindi, and says where the
 * panel's form shows it. The public facts, the panel's form and the panel's translation sections
 * all read their labels from it, so a label is never written twice.
 */

/** How the panel's form shows a field: a text input unless `input` says otherwise. */
export type PanelPlace<Section extends string = string> = {
  section: Section;
  input?: "text" | "textarea" | "decimal" | "integer" | "url" | "date" | "datetime" | "checkbox" | "custom";
  /** Spans both columns of its section. */
  wide?: boolean;
  /** Shown after the label in the panel: "Weight (kg)". */
  unit?: string;
  hint?: string;
  rows?: number;
  placeholder?: string;
  /** The least a number input takes (0 unless said). */
  min?: number;
  /** A long text kept as a draft while it is typed, and offered back (autosave, docs/decisions/045). */
  autosave?: boolean;
  /** A live count against the schema's limit instead of a maxLength that would cut a paste (issue 32). */
  count?: true;
};

/** A field's label in each language of the site. */
export type FieldLabels<Name extends string> = { en: Record<Name, string>; gu: Record<Name, string>; hi: Record<Name, string> };
