/**
 * Who an abuse limit counts, from the client's address: the one normalisation every per-address
 * limit goes through (server/app.ts makes the request context's `clientAddress` with it).
 * - An IPv4 address is itself; an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, as a dual-stack
 *   socket reports IPv4 clients) is that IPv4 address.
 * - Any other IPv6 address counts as its /64: one host, one home or one cloud machine is given a
 *   whole /64 and can pick a new address in it for every request, so the full address counts nothing.
 * Written one way whatever the spelling (compressed or not, upper or lower case, a zone id,
 * brackets). Anything that is not an IP address is kept as it is, in lower case.
 */
import { isIPv4, isIPv6 } from "node:net";

/** The eight 16-bit groups of an IPv6 address (already checked by isIPv6, without a zone). */
function groupsOf(address: string): number[] {
  let text = address;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split(".").map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    text = text.slice(0, -dotted[1]!.length);
    // "::ffff:" before the dotted part leaves a trailing ":" (or "::" to keep).
    if (text.endsWith(":") && !text.endsWith("::")) text = text.slice(0, -1);
  }
  const [head, rest] = text.includes("::") ? (text.split("::") as [string, string]) : [text, undefined];
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => Number.parseInt(group, 16)));
  const front = parse(head);
  const back = rest === undefined ? [] : parse(rest);
  const missing = 8 - tail.length - front.length - back.length;
  return [...front, ...Array<number>(rest === undefined ? 0 : missing).fill(0), ...back, ...tail];
}

export function clientKey(address: string): string {
  let text = address.trim().toLowerCase();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  // A zone id (fe80::1%eth0) names the host's interface, not the client.
  const zone = text.indexOf("%");
  if (zone !== -1 && isIPv6(text.slice(0, zone))) text = text.slice(0, zone);
  if (isIPv4(text)) return text;
  if (!isIPv6(text)) return text;

  const groups = groupsOf(text);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
