/**
 * Migration 0015 gave contact messages and both inquiry tables an `updated_at` column that the
 * contract leaves out until sync (issue 33, part D) describes it; the write answers that hand
 * back a whole row sent it anyway, and Prism's validating proxy refused them ("data must NOT
 * have additional properties; found 'updated_at'", tests/api/prism-proxy.spec.ts). The one
 * place those answers drop it: when the contract takes `updated_at`, this goes (docs/decisions/060).
 */
export function asDocumented<Row extends { updated_at?: unknown }>(row: Row): Omit<Row, "updated_at"> {
  const { updated_at: _notYetDocumented, ...documented } = row;
  return documented;
}
