/** POST /api/signup/ and /core_api/register-business/: a business account that waits for approval. */
import { registerWithinLimits } from "~/.server/accounts/signup-limits";
import { RateLimited } from "~/.server/security/rate-limit";
import { auth as authCopy } from "~/lib/copy/auth";
import { signupFields } from "~/lib/schemas/auth";
import { readJsonObject, validateBody } from "~/routes/api/.server/body";
import { apiRoute } from "~/routes/api/.server/handler";
import { errorBody, invalidStatus, json } from "~/routes/api/.server/respond";

const REGISTERED = "Registration completed successfully! Your account will be active once our team approves it.";

const handlers = apiRoute({
  POST: async ({ request, client }) => {
    const input = validateBody(await readJsonObject(request), signupFields);
    // Only a successful sign-up counts against the address; "already registered" has a count of its own (decision 026).
    const outcome = await registerWithinLimits(client, input);
    if (outcome.kind === "limited") throw new RateLimited(outcome.retryAfterSeconds, outcome.bucket);
    if (outcome.kind === "refused")
      return json(
        errorBody(
          outcome.errors.user_email?.[0] ?? authCopy.signupFailed,
          outcome.errors,
          outcome.conflict ? "duplicate" : "invalid_input",
          outcome.conflict ? "duplicate" : undefined,
        ),
        invalidStatus(outcome),
      );
    return json({ status: true, message: REGISTERED }, 201);
  },
});

export const loader = handlers.loader;
export const action = handlers.action;
