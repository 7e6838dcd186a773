/**
 * /api/manage_data/{Model}/ and /api/manage_data/{Model}/{id}/: GET lists or reads; POST creates;
 * PUT replaces; PATCH changes the fields sent; DELETE removes. Bearer token of an account the
 * permission table (app/lib/permissions.ts) allows the model's action.
 */
import { parseId } from "~/lib/ids";
import { requireApiUser } from "~/routes/api/.server/auth";
import { readJsonObject } from "~/routes/api/.server/body";
import { apiRoute } from "~/routes/api/.server/handler";
import { listAnswer, listParams } from "~/routes/api/.server/lists";
import { MANAGED_MODELS, type ModelAdapter, type WriteResult } from "~/routes/api/.server/manage-data";
import { fail, keptJson, methodNotAllowed, notFound, refusal, writeOk } from "~/routes/api/.server/respond";
import { requireCurrent, syncList, taggedRecord, withRecordTag } from "~/routes/api/.server/sync";

function adapterFor(params: Record<string, string | undefined>): ModelAdapter | null {
  return params.model && Object.hasOwn(MANAGED_MODELS, params.model) ? MANAGED_MODELS[params.model]! : null;
}

function idFrom(params: Record<string, string | undefined>): number | null | "none" {
  if (params.id === undefined) return "none";
  return parseId(params.id);
}

function answer(result: WriteResult, message: string, status = 200): Response {
  if (result.ok) return withRecordTag(writeOk(result.record, message, status), result.record);
  return refusal(result);
}

/** The methods a path takes: a list GET and POST; a record GET, PUT, PATCH and DELETE (a singleton no DELETE). */
function methodsOf(adapter: ModelAdapter, onRecord: boolean): string[] {
  return onRecord ? ["GET", "PUT", "PATCH", ...(adapter.remove ? ["DELETE"] : [])] : ["GET", ...(adapter.create ? ["POST"] : [])];
}

/**
 * What a request names, in the order a client can correct it: the model (404), the method the
 * path takes (405, before the token: the description is public), the record id (404).
 */
function target(request: Request, params: Record<string, string | undefined>): { adapter: ModelAdapter; id: number | "none" } {
  const adapter = adapterFor(params);
  if (!adapter) fail(notFound());
  const id = idFrom(params);
  const allowed = methodsOf(adapter, id !== "none");
  const method = request.method.toUpperCase() === "HEAD" ? "GET" : request.method.toUpperCase();
  if (!allowed.includes(method)) fail(methodNotAllowed(allowed));
  if (id === null) fail(notFound());
  return { adapter, id };
}

const handlers = apiRoute({
  GET: ({ request, params }) => {
    const { adapter, id } = target(request, params);
    requireApiUser(request, adapter.action);
    if (id !== "none") {
      const record = adapter.get(id);
      return record ? taggedRecord(request, record) : notFound();
    }
    // Issue 33's sync: updated_since, ordering or cursor (decision 057); else the list as it always was.
    const synced = syncList(request, params.model!, adapter);
    if (synced) return synced;
    // Checked first (a bad query is a 400); then every account allowed here sees the same list: kept until the next commit.
    const query = listParams(request, 20, adapter.listQuery);
    return keptJson(request, `manage_data ${request.url}`, () => {
      const { results, count } = adapter.list({
        search: query.search,
        category: query.category,
        status: query.status,
        accountStatus: query.accountStatus,
        userType: query.userType,
        page: query.page,
        pageSize: query.pageSize,
      });
      return listAnswer(request, results, count, query.page, query.pageSize);
    });
  },
  POST: async ({ request, params }) => {
    const { adapter } = target(request, params);
    const user = requireApiUser(request, adapter.action);
    return answer(await adapter.create!(user, await readJsonObject(request)), "Created successfully", 201);
  },
  PUT: ({ request, params }) => change(request, params, "put"),
  PATCH: ({ request, params }) => change(request, params, "patch"),
  DELETE: async ({ request, params }) => {
    const { adapter, id } = target(request, params);
    const user = requireApiUser(request, adapter.action);
    requireCurrent(request, adapter.get(id as number));
    return answer(await adapter.remove!(user, id as number), "Deleted successfully");
  },
});

async function change(request: Request, params: Record<string, string | undefined>, mode: "put" | "patch") {
  const { adapter, id } = target(request, params);
  const user = requireApiUser(request, adapter.action);
  requireCurrent(request, adapter.get(id as number));
  return answer(await adapter.update!(user, id as number, await readJsonObject(request), mode), "Updated successfully");
}

export const loader = handlers.loader;
export const action = handlers.action;
