/**
 * The key-casing cases both sides of the wire are tested with: the client's transport
 * (packages/api-client) and the API's `toWire`/`fromWire` (apps/api). Each is
 * [app-side key, wire key, app-side key read back].
 */
export const keyCasingCases: readonly (readonly [string, string, string])[] = [
  ['totalPosts', 'total_posts', 'totalPosts'],
  ['isSilversAlloweds', 'is_silvers_alloweds', 'isSilversAlloweds'],
  ['accessToken', 'access_token', 'accessToken'],
  ['nps', 'nps', 'nps'],
  // An acronym is one word, so it reads back with one capital: app keys are written 'logoUrl'.
  ['logoURL', 'logo_url', 'logoUrl'],
  ['logoUrl', 'logo_url', 'logoUrl'],
  ['addressLine2', 'address_line2', 'addressLine2'],
];
