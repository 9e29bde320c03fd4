/**
 * Where a login came from, as far as its address tells without a location database (none is
 * shipped: decision 0013): this device, a home or office network, or the public address itself,
 * whose owner the user can recognise or look up.
 */
export function addressPlace(ip: string): string {
  const v4 = ip.replace(/^::ffff:/i, '');
  if (v4 === '127.0.0.1' || ip === '::1') return '本机';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(v4)) return '局域网';
  if (/^f[cd]/i.test(ip) || /^fe80:/i.test(ip)) return '局域网';
  return `IP ${v4}`;
}
