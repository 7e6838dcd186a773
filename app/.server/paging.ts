/**
 * Every domain list takes `{page, pageSize}` (pages count from 1) and answers `{results, count}`
 * (docs/architecture.md, "Conventions of the domain"). This is the one place a page becomes the
 * SQL window.
 */
import { PUBLIC_PAGE_SIZE } from "~/lib/listing";

export type Paging = { page?: number; pageSize?: number };

export function windowOf(paging: Paging, defaultPageSize: number = PUBLIC_PAGE_SIZE): { limit: number; offset: number } {
  const pageSize = Math.max(1, paging.pageSize ?? defaultPageSize);
  const page = Math.max(1, paging.page ?? 1);
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
