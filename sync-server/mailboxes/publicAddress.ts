import { BlockList, isIP } from 'node:net';

/** IPv4 ranges that are not the public internet (RFC 6890 and the ranges named after it). */
const NOT_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // this network, the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where the cloud metadata service answers (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}

/**
 * IPv6 is public only in global unicast (2000::/3): that leaves out loopback, unspecified, unique local (fc00::/7),
 * link-local (fe80::/10), multicast, and IPv4-mapped or NAT64 addresses, which could name any IPv4 host.
 */
const GLOBAL_V6 = new BlockList();
GLOBAL_V6.addSubnet('2000::', 3, 'ipv6');
/** Inside 2000::/3, what is no host of the internet's either. */
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which embeds any IPv4 address
  ['3fff::', 20], // documentation
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (as dns.lookup answers it) is a host of the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  // A zone (fe80::1%eth0) only ever follows a link-local address.
  if (family !== 6 || address.includes('%')) return false;
  return GLOBAL_V6.check(address, 'ipv6') && !NOT_PUBLIC_V6.check(address, 'ipv6');
}
