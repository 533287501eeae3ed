/** What the session cookie's JWT carries. */
export interface SessionTokenPayload {
  sub: string;
  /** Session version: a password change signs out sessions issued before it. */
  sv: number;
}
