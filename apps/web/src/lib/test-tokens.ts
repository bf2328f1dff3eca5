/** Builds an unsigned 3-part token with the given claims, for tests of client-side token rules. */
export function makeToken(claims: Record<string, unknown> = {}, expiresInS = 3600): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const payload = {
    sub: 'user-1',
    username: 'amina',
    is_admin: false,
    admin_role: null,
    is_verified: true,
    username_changed: false,
    needs_username: false,
    sid: 'session-1',
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + expiresInS,
    ...claims,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}
