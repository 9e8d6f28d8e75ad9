import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../sync-server/mailboxes/publicAddress.ts';

describe('isPublicAddress (the mailbox guard, issue 27)', () => {
  it('takes the addresses of public mail servers, IPv4 and IPv6', () => {
    expect(['8.8.8.8', '142.250.102.108', '40.99.34.226', '2a00:1450:4013:c00::6c', '2603:1026:c0b::2'].filter((address) => !isPublicAddress(address))).toEqual([]);
  });

  it('refuses loopback, unspecified, private, CGNAT, link-local, metadata, documentation, multicast and reserved addresses', () => {
    const refused = [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.0.0.1',
      '100.64.0.1',
      '100.127.255.254',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '192.0.2.10',
      '198.18.0.1',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'fe80::1%eth0',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '::ffff:8.8.8.8',
      '64:ff9b::a00:1',
      '2001:db8::1',
      '2002:7f00:1::1',
      'not an address',
    ];
    expect(refused.filter((address) => isPublicAddress(address))).toEqual([]);
  });

  it('keeps the ranges’ edges: the addresses just outside them are public', () => {
    expect(['100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '169.253.255.255', '11.0.0.0', '223.255.255.255'].filter((address) => !isPublicAddress(address))).toEqual([]);
  });
});
