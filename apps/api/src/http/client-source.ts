// The source a per-client limit counts against. An IPv4 address is one source. An IPv6 address is not: an ISP or
// a cloud host hands a single customer a whole /64 (2^64 addresses), so counting per address would let one
// client rotate through as many "sources" as it likes, past every per-IP limit and the per-source counting of
// failed passwords (issue 10). A /64 is the smallest block one customer is routinely given, so it is the source.
import ipaddr from 'ipaddr.js';

/**
 * `203.0.113.9` → `203.0.113.9`; `::ffff:203.0.113.9` (an IPv4 client of a dual-stack socket) → `203.0.113.9`;
 * `2001:db8:1:2:aaaa::1` → `2001:db8:1:2::/64`. Anything unparsable is kept as it is (still one source).
 */
export function clientSource(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.parse(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const v6 = address as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  const prefix = new ipaddr.IPv6([...v6.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${prefix.toString()}/64`;
}
