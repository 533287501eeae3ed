import { SessionRows } from './session-rows';

describe('session rows kept between requests', () => {
  const row = (version: number) => ({ id: 'u1', sessionVersion: version });

  it('reads an account once while nothing says it changed, and again after it is forgotten', async () => {
    const kept = new SessionRows<ReturnType<typeof row>>();
    kept.setListening(true);
    const load = jest.fn().mockResolvedValueOnce(row(1)).mockResolvedValueOnce(row(2));
    expect(await kept.get('u1', load)).toEqual(row(1));
    expect(await kept.get('u1', load)).toEqual(row(1));
    expect(load).toHaveBeenCalledTimes(1);
    kept.forget('u1');
    expect(await kept.get('u1', load)).toEqual(row(2));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while changes cannot be heard, and drops everything when they stop being heard', async () => {
    const kept = new SessionRows<ReturnType<typeof row>>();
    const load = jest.fn().mockResolvedValue(row(1));
    await kept.get('u1', load);
    await kept.get('u1', load);
    expect(load).toHaveBeenCalledTimes(2); // not listening yet
    kept.setListening(true);
    await kept.get('u1', load);
    kept.setListening(false);
    await kept.get('u1', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('does not keep a read that was under way when something was forgotten (it may predate the change)', async () => {
    const kept = new SessionRows<ReturnType<typeof row>>();
    kept.setListening(true);
    let finish: (r: ReturnType<typeof row>) => void = () => undefined;
    const racing = kept.get('u1', () => new Promise((resolve) => (finish = resolve)));
    kept.forget('u1'); // the account changed while the read was on its way
    finish(row(1));
    expect(await racing).toEqual(row(1));
    const load = jest.fn().mockResolvedValue(row(2));
    expect(await kept.get('u1', load)).toEqual(row(2));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers from a kept row for 30 s at most', async () => {
    let now = 0;
    const kept = new SessionRows<ReturnType<typeof row>>(() => now);
    kept.setListening(true);
    const load = jest.fn().mockResolvedValueOnce(row(1)).mockResolvedValueOnce(row(2));
    await kept.get('u1', load);
    now = 29_999;
    expect(await kept.get('u1', load)).toEqual(row(1));
    now = 30_000;
    expect(await kept.get('u1', load)).toEqual(row(2));
  });

  it('keeps no missing account (a deleted row is read again)', async () => {
    const kept = new SessionRows<ReturnType<typeof row>>();
    kept.setListening(true);
    const load = jest.fn().mockResolvedValue(undefined);
    await kept.get('u1', load);
    await kept.get('u1', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
