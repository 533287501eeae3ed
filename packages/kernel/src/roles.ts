/** The roles of an account: what the server authorises and the admin pages show. */
export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];
