// The caller's address, as the hosted platform reports it, for every per-client limit.
//
// Hosted Supabase runs behind Cloudflare, which OVERWRITES `CF-Connecting-IP` with the address that
// connected to it, and APPENDS that address to whatever `X-Forwarded-For` the client sent: the first
// X-Forwarded-For entry is written by the caller and proves nothing. Sources:
//   https://developers.cloudflare.com/fundamentals/reference/http-headers/ ("CF-Connecting-IP provides
//     the client IP address connecting to Cloudflare to the origin web server")
//   https://github.com/orgs/supabase/discussions/34647 (a spoofed X-Forwarded-For arrives verbatim,
//     while cf-connecting-ip carries the real address)
//   https://github.com/supabase/auth/pull/2295 (Supabase Auth stopped trusting X-Forwarded-For)
//   https://github.com/supabase/auth-helpers/issues/714 (x-real-ip carries the direct client)
// So: cf-connecting-ip, else x-real-ip, else one shared 'unknown' bucket (never a guess from
// X-Forwarded-For). The SQL twin is private.client_address() in
// supabase/migrations/20261125000000_client_address_limits.sql; the local stack emulates the platform
// (scripts/local-stack/supabase/client-address-emulation.ts).
//
// One visitor holds a whole IPv6 /64 (SLAAC, privacy addresses), so IPv6 is counted per /64; IPv4 per
// address. A second, looser count per IPv4 /24 (IPv6 /48) stops a script that rents neighbours.

export interface ClientAddress {
  /** The per-client key: an IPv4 address, an IPv6 /64, or 'unknown'. */
  client: string;
  /** The looser neighbourhood key: an IPv4 /24, an IPv6 /48, or 'unknown'. */
  network: string;
}

export const UNKNOWN_CLIENT: ClientAddress = { client: 'unknown', network: 'unknown' };

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function ipv4(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
}

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 tail allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.split('::').length > 2) return null;
  const [head = '', tail] = text.split('::');
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const items = part.split(':');
    for (const [index, item] of items.entries()) {
      const v4 = index === items.length - 1 && item.includes('.') ? ipv4(item) : null;
      if (v4) groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      else if (/^[0-9a-f]{1,4}$/i.test(item)) groups.push(parseInt(item, 16));
      else return null;
    }
    return groups;
  };
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  if (!left || !right) return null;
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
}

/** Groups one textual address; 'unknown' when it is not an IP address. */
export function groupAddress(raw: string): ClientAddress {
  const text = raw.trim().replace(/^\[|\]$/g, '');
  const v4 = ipv4(text);
  if (v4) return { client: v4.join('.'), network: `${v4.slice(0, 3).join('.')}.0/24` };
  const groups = ipv6Groups(text);
  if (!groups) return UNKNOWN_CLIENT;
  // An IPv4-mapped address (::ffff:a.b.c.d) is the IPv4 client it maps.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return groupAddress(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  return { client: `${prefix(groups, 4)}/64`, network: `${prefix(groups, 3)}/48` };
}

/**
 * The first `keep` groups followed by zeros, written as Postgres writes an inet (RFC 5952: the
 * longest run of two or more zero groups, the first on a tie, becomes '::'), so both sides agree.
 */
function prefix(groups: readonly number[], keep: number): string {
  const words = groups.map((group, index) => (index < keep ? group : 0));
  let best = { start: -1, length: 0 };
  for (let index = 0; index < 8;) {
    let end = index;
    while (end < 8 && words[end] === 0) end++;
    if (end - index > best.length) best = { start: index, length: end - index };
    index = Math.max(end, index + 1);
  }
  const text = (list: number[]) => list.map((word) => word.toString(16)).join(':');
  if (best.length < 2) return text(words);
  return `${text(words.slice(0, best.start))}::${text(words.slice(best.start + best.length))}`;
}

/** The request's client per the platform's headers (see the sources above). */
export function clientAddressOf(req: Request): ClientAddress {
  for (const name of ['cf-connecting-ip', 'x-real-ip']) {
    const value = req.headers.get(name)?.trim();
    if (value) return groupAddress(value);
  }
  return UNKNOWN_CLIENT;
}
