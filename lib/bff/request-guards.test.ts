import { afterEach, describe, expect, it, vi } from 'vitest';

/** Issue 11, finding 2: the client address and the same-origin host cannot be written by the client. */
async function guards(trustProxy: string, stamp?: string) {
  vi.resetModules();
  vi.stubEnv('TRUST_PROXY', trustProxy);
  if (stamp) vi.stubEnv('RP_ADDRESS_STAMP', stamp);
  else vi.stubEnv('RP_ADDRESS_STAMP', '');
  return import('./request-guards');
}

const request = (headers: Record<string, string>, method = 'GET') =>
  new Request('http://localhost:3000/bff/auth/login', { method, headers });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('clientAddressOf', () => {
  it('uses the socket address stamped by our server and ignores X-Forwarded-For by default', async () => {
    const { clientAddressOf, CLIENT_ADDRESS_HEADER } = await guards('false', 'stempel-rahasia');
    const req = request({
      [CLIENT_ADDRESS_HEADER]: 'stempel-rahasia 192.0.2.5',
      'x-forwarded-for': '10.0.0.1, 10.0.0.2',
      'x-real-ip': '10.0.0.3',
    });
    expect(clientAddressOf(req)).toBe('192.0.2.5');
  });

  it('refuses a forged stamp, and trusts no header on a server that stamps nothing', async () => {
    const stamped = await guards('false', 'stempel-rahasia');
    const forged = request({ [stamped.CLIENT_ADDRESS_HEADER]: 'tebakan 10.0.0.9', 'x-forwarded-for': '10.0.0.1' });
    expect(stamped.clientAddressOf(forged)).toBe('unknown');
    const plain = await guards('false');
    expect(plain.clientAddressOf(request({ [plain.CLIENT_ADDRESS_HEADER]: ' 10.0.0.9' }))).toBe('unknown');
  });

  it('with TRUST_PROXY=<n> reads the n-th hop from the right of X-Forwarded-For', async () => {
    const one = await guards('true', 's');
    const hdr = { 'x-forwarded-for': '6.6.6.6, 198.51.100.4', [one.CLIENT_ADDRESS_HEADER]: 's 10.0.0.2' };
    expect(one.clientAddressOf(request(hdr))).toBe('198.51.100.4');
    const two = await guards('2', 's');
    expect(two.clientAddressOf(request({ 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.1' }))).toBe('198.51.100.4');
    // Fewer hops than configured: the socket address, never a client-written entry.
    expect(
      two.clientAddressOf(request({ 'x-forwarded-for': '6.6.6.6', [two.CLIENT_ADDRESS_HEADER]: 's 10.0.0.2' })),
    ).toBe('10.0.0.2');
  });
});

describe('isSameOrigin', () => {
  it('ignores X-Forwarded-Host unless a proxy is trusted', async () => {
    const direct = await guards('false', 's');
    const spoofed = request(
      { origin: 'http://evil.example', host: 'localhost:3000', 'x-forwarded-host': 'evil.example' },
      'POST',
    );
    expect(direct.isSameOrigin(spoofed)).toBe(false);
    const proxied = await guards('1', 's');
    expect(proxied.isSameOrigin(spoofed)).toBe(true); // our proxy names the public host
    const same = request({ origin: 'http://localhost:3000', host: 'localhost:3000' }, 'POST');
    expect(direct.isSameOrigin(same)).toBe(true);
  });
});
