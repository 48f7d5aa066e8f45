import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.js';

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is, also when mapped into IPv6', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 as the same client, however it is written', () => {
    const key = '2001:db8:0:12::/64';
    expect(clientAddressKey('2001:db8:0:12::1')).toBe(key);
    expect(clientAddressKey('2001:0db8:0000:0012:ffff:1:2:3')).toBe(key);
    expect(clientAddressKey('2001:DB8:0:12:abcd::')).toBe(key);
    expect(clientAddressKey('2001:db8:0:13::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});
