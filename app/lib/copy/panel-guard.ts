/**
 * The panel's "Discard changes?" question (issue 32, docs/decisions/047): asked before a form with
 * unsaved changes closes or is left. The panel is in English (its copy modules are), so these
 * words are too.
 */
export const discardGuardCopy = {
  title: "Discard changes?",
  body: "What you typed here is not saved yet. If you leave now, it is lost.",
  discard: "Discard",
  keepEditing: "Keep editing",
} as const;
