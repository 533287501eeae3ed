/** How many verified session tokens are remembered (the least recently verified go first). */
const CAPACITY = 10_000;

/**
 * Session tokens whose signature this process has checked, with what they carry: a signed-in
 * browser sends the same cookie on every call, and the HMAC, the base64 and the JSON of a JWT are
 * worked out once per token instead of on every request. A remembered token still answers only
 * until its own expiry (`exp`); whether its session is still open is the account's row's to say,
 * on every request (session-verifier.ts).
 */
export class VerifiedTokens<P extends { exp?: number }> {
  private readonly tokens = new Map<string, P>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The token's payload, remembered or from `verify` (which throws on a bad or expired token). */
  payloadOf(token: string, verify: (token: string) => P): P {
    const known = this.tokens.get(token);
    if (known && known.exp !== undefined && known.exp * 1000 > this.now()) return known;
    if (known) this.tokens.delete(token);
    const payload = verify(token);
    if (payload.exp !== undefined) {
      this.tokens.set(token, payload);
      if (this.tokens.size > CAPACITY) this.tokens.delete(this.tokens.keys().next().value as string);
    }
    return payload;
  }
}
