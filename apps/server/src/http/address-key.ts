import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, "::" filled in (an IPv4 tail is two groups). */
const groupsOf = (address: string): string[] => {
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const split = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!isIPv4(group)) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
};

/**
 * The key a per-address limit counts: an IPv4 address as it is (also when mapped into IPv6), an
 * IPv6 address by its /64, the block one household or phone is given, so rotating addresses
 * inside it does not reset the count.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${groupsOf(ip).slice(0, 4).join(':')}::/64`;
}
