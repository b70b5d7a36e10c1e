import { describe, expect, it } from 'vitest';
import { addressPrefix, deviceLabel } from './session-client.ts';

describe('addressPrefix', () => {
  it.each([
    ['203.0.113.57', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
    ['2001:db8::1', '2001:db8::/48'],
    ['::1', '::/48'],
    ['fe80::1%eth0', 'fe80::/48'],
  ])('keeps the network of %s (%s), never the address', (address, prefix) => {
    expect(addressPrefix(address)).toBe(prefix);
  });

  it('answers null for what is no address', () => {
    expect(addressPrefix('unknown')).toBeNull();
    expect(addressPrefix('')).toBeNull();
    expect(addressPrefix('1.2.3')).toBeNull();
  });
});

describe('deviceLabel', () => {
  it('names the browser and the system in well-known words', () => {
    const pixel = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    expect(deviceLabel(pixel)).toBe('Chrome · Android');
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(deviceLabel(iphone)).toBe('Safari · iPhone');
    const edge = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    expect(deviceLabel(edge)).toBe('Edge · Windows');
    expect(deviceLabel('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox · Linux');
  });

  it('stores nothing of a User-Agent it does not know', () => {
    expect(deviceLabel('curl/8.5.0')).toBeNull();
    expect(deviceLabel('<script>alert(1)</script>')).toBeNull();
    expect(deviceLabel(undefined)).toBeNull();
  });
});
