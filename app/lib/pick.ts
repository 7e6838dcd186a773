/** The named fields of a record, and only those: what a card needs of it. */
export function pick<Source extends object, Key extends keyof Source>(record: Source, keys: readonly Key[]): Pick<Source, Key> {
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as Pick<Source, Key>;
}
