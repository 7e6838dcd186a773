/**
 * Texts of the panel's history screens (issue 32, docs/decisions/044): a record's kept versions,
 * what a version differs in from the record now, and restoring one. The panel speaks English,
 * like its other screens; the field names come from the field registries (app/lib/copy/fields/).
 */
export const historyCopy = {
  link: "History",
  linkLabel: (what: string) => `History of ${what}`,
  title: (what: string) => `History: ${what}`,
  settingsName: "Site settings",
  intro: "Each save keeps the version it replaced, with who saved and when. The last 50 versions are kept.",
  back: "Back to editing",
  versions: "Versions",
  empty: "No earlier versions yet. Each save from now on keeps the version it replaces.",
  /** A version is the record as it was until a save replaced it. */
  until: (when: string) => `Until ${when}`,
  savedOverBy: (who: string) => `replaced by ${who}'s save`,
  server: "the server (scheduled)",
  deletedAccount: "an account since removed",
  chosenHeading: (when: string, who: string) => `As it was until ${when}, when ${who} saved over it`,
  changesHeading: "What differs from now",
  noChanges: "This version is the same as the record now: there is nothing to restore.",
  thisVersion: "This version",
  now: "Now",
  empty_value: "(empty)",
  yes: "Yes",
  no: "No",
  deletedCategory: (id: number) => `(a category since deleted, #${id})`,
  inLanguage: { gu: "Gujarati", hi: "Hindi" } as Record<string, string>,
  wholeText: "Show the whole text",
  restore: "Restore this version",
  confirmQuestion:
    "Restore this version? The record is saved with this version's fields, checked by today's rules. What it holds now is kept as a version, so you can come back to it.",
  confirm: "Yes, restore",
  restoring: "Restoring...",
  cancel: "Cancel",
  restored: "Version restored. What the record held before is kept at the top of the list.",
  restoredKeptImage:
    "Version restored. Its picture had been removed since, so the current picture was kept. What the record held before is kept at the top of the list.",
  refused: (problems: string) => `This version cannot be restored as it is: ${problems}`,
  versionMissing: "This version is no longer kept: choose another.",
} as const;
