import { VerifiedTokens } from './verified-tokens';

describe('verified session tokens', () => {
  const at = (seconds: number) => seconds * 1000;

  it('checks a token once and answers it from memory until its expiry, then checks it again', () => {
    let now = at(100);
    const tokens = new VerifiedTokens<{ sub: string; exp: number }>(() => now);
    const verify = jest.fn((token: string) => {
      if (now >= at(200)) throw new Error('jwt expired');
      return { sub: token, exp: 200 };
    });
    expect(tokens.payloadOf('a', verify)).toEqual({ sub: 'a', exp: 200 });
    expect(tokens.payloadOf('a', verify)).toEqual({ sub: 'a', exp: 200 });
    expect(verify).toHaveBeenCalledTimes(1);
    now = at(200);
    expect(() => tokens.payloadOf('a', verify)).toThrow('jwt expired');
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('remembers nothing a check refused, nor a token without an expiry', () => {
    const tokens = new VerifiedTokens<{ sub: string; exp?: number }>(() => 0);
    const refuse = jest.fn(() => {
      throw new Error('invalid signature');
    });
    expect(() => tokens.payloadOf('forged', refuse)).toThrow('invalid signature');
    expect(() => tokens.payloadOf('forged', refuse)).toThrow('invalid signature');
    expect(refuse).toHaveBeenCalledTimes(2);
    const forever = jest.fn(() => ({ sub: 'x' }));
    tokens.payloadOf('t', forever);
    tokens.payloadOf('t', forever);
    expect(forever).toHaveBeenCalledTimes(2);
  });
});
