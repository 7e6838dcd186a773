/** Issue 33: what the description says of API keys (docs/decisions/055), beside the bearer scheme. */
import { SCOPE_NAMES } from "~/lib/api-scopes";

export const API_KEYS_DESCRIPTION =
  " Or an API key an administrator made in the panel (Settings -> Integrations), `sk_live_...`, sent the same way:" +
  ` it holds only its scopes (${SCOPE_NAMES.map((scope) => `\`${scope}\``).join(", ")}; a call they do not open is a 403),` +
  " acts as the administrator who made it, and never reaches the account's own calls (403). A revoked or expired key is a 401.";
