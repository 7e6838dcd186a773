/**
 * Wraps the handlers of one API path: picks the handler by method (405 otherwise), and turns any
 * unexpected failure into a JSON 500 without internals (the detail goes to the log only).
 */
import { apiError, methodNotAllowed } from "./respond";

type Handler = (args: { request: Request; params: Record<string, string | undefined> }) => Response | Promise<Response>;
type Handlers = Partial<Record<"GET" | "POST" | "PUT" | "PATCH" | "DELETE", Handler>>;

export function apiRoute(handlers: Handlers) {
  const allowed = Object.keys(handlers);
  const handle = async (args: { request: Request; params: Record<string, string | undefined> }) => {
    const method = args.request.method.toUpperCase() === "HEAD" ? "GET" : (args.request.method.toUpperCase() as keyof Handlers);
    const handler = handlers[method];
    if (!handler) return methodNotAllowed(allowed);
    try {
      return await handler(args);
    } catch (error) {
      if (error instanceof Response) return error;
      console.error(`API ${args.request.method} ${new URL(args.request.url).pathname} failed`, error);
      return apiError(500, "Something went wrong on our side. Please try again later.");
    }
  };
  return { loader: handle, action: handle };
}
