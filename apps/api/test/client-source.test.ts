import { describe, expect, it } from 'vitest';
import { clientSource } from '../src/http/client-source.ts';

describe('clientSource (the key per-client limits count against)', () => {
  it('keeps an IPv4 address, also when a dual-stack socket shows it IPv4-mapped', () => {
    expect(clientSource('203.0.113.9')).toBe('203.0.113.9');
    expect(clientSource('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts every address of one IPv6 /64 as one source, and two /64s apart', () => {
    const a = clientSource('2001:db8:1:2::1');
    expect(a).toBe('2001:db8:1:2::/64');
    expect(clientSource('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(a);
    expect(clientSource('2001:db8:1:3::1')).not.toBe(a);
  });

  it('keeps what is not an address as it is (one source, never an exception)', () => {
    expect(clientSource('unknown')).toBe('unknown');
    expect(clientSource('')).toBe('');
  });
});
