/**
 * The bench (bench/fresh-query.ts, `npm run bench -- --machinery`) starts a server without one
 * piece of speed machinery at a time to show what it buys: SPEED_WITHOUT=<piece>[,<piece>...].
 * Production never sets it. The pieces in app/.server read the same variable themselves.
 */
export type SpeedPiece = "response-cache" | "render-gate" | "read-memo" | "statement-cache" | "precompressed-assets" | "known-query";

export const speedWithout = (piece: SpeedPiece): boolean => (process.env.SPEED_WITHOUT ?? "").split(",").includes(piece);
