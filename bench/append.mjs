// Append: one writer's latency, then 16 writers' throughput beside a raw single-row INSERT into a
// plain table with the same columns and indexes, on the same database in the same run.
import { randomUUID } from 'node:crypto';
import { cpuMeter, dist, metadata, ms, payload, percentiles, pool, rate, timed } from './lib.mjs';

// BENCH_ADAPTER swaps in another build of the adapter (to compare before and after a change).
const { PostgresEventStore } = dist(
  process.env.BENCH_ADAPTER ?? '../backend/dist/eventstore/postgres/postgres-event-store.js',
);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const WRITERS = 16;

export async function run({ url }) {
  const db = pool(url, WRITERS + 1);
  await db.query(`
    CREATE TABLE raw_events (
      global_position bigserial PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      event_id uuid NOT NULL UNIQUE,
      stream_id text NOT NULL,
      stream_position bigint NOT NULL,
      event_type text NOT NULL,
      schema_version int NOT NULL DEFAULT 1,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (stream_id, stream_position)
    );
    CREATE INDEX ON raw_events (transaction_id, global_position);
    CREATE INDEX ON raw_events (event_type);`);
  const store = new PostgresEventStore(db);

  // Each writer appends to its own stream with the exact expected version (a command's shape),
  // starting a new stream every 20 events.
  const streams = new Map();
  const append = async (w) => {
    const s = streams.get(w) ?? { id: randomUUID(), version: 0 };
    if (s.version === 20) Object.assign(s, { id: randomUUID(), version: 0 });
    streams.set(w, s);
    await store.append(
      [
        {
          streamId: `bench-${s.id}`,
          expectedVersion: s.version,
          events: [{ type: 'bench.step-saved', data: payload(s.version) }],
        },
      ],
      { metadata: metadata() },
    );
    s.version += 1;
  };
  const rawPositions = new Map();
  const insert = async (w) => {
    const n = (rawPositions.get(w) ?? 0) + 1;
    rawPositions.set(w, n);
    await db.query(
      `INSERT INTO raw_events (event_id, stream_id, stream_position, event_type, schema_version, data, metadata)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        randomUUID(),
        `raw-${w}`,
        n,
        'bench.step-saved',
        1,
        JSON.stringify(payload(n)),
        JSON.stringify(metadata()),
      ],
    );
  };

  await timed(WRITERS, 1000, insert); // warm-up
  await timed(WRITERS, 1000, append);

  const single = await timed(1, SECONDS * 2000, append);
  const singleRaw = await timed(1, SECONDS * 2000, insert);
  console.log(
    `single writer, event store: p50 ${ms(single.p50)}, p99 ${ms(single.p99)} (${rate(single.perSecond)})`,
  );
  console.log(
    `single writer, raw INSERT:  p50 ${ms(singleRaw.p50)}, p99 ${ms(singleRaw.p99)} (${rate(singleRaw.perSecond)})`,
  );

  // Short rounds in alternating order, so drift in the machine's load hits both alike; the ratio
  // is taken per round (each event store round against the raw rounds beside it) and its median
  // reported.
  const es = [];
  const raw = [];
  const measured = async (op) => {
    const meter = await cpuMeter(db);
    const result = await timed(WRITERS, SECONDS * 1000, op);
    return { ...result, cpu: await meter.stop() };
  };
  for (let round = 0; round < ROUNDS; round++) {
    const pair = [() => measured(insert), () => measured(append)];
    if (round % 2) pair.reverse();
    const [first, second] = [await pair[0](), await pair[1]()];
    (round % 2 ? es : raw).push(first);
    (round % 2 ? raw : es).push(second);
  }
  const mean = (runs) => runs.reduce((a, r) => a + r.perSecond, 0) / runs.length;
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length / 2;
    return Number.isInteger(mid) ? (sorted[mid - 1] + sorted[mid]) / 2 : sorted[Math.floor(mid)];
  };
  const ratios = es.map((r, i) => r.perSecond / raw[i].perSecond);
  const latency = (runs) => percentiles(runs.flatMap((r) => r.latencies));
  const [esLat, rawLat] = [latency(es), latency(raw)];
  console.log(
    `${WRITERS} writers, event store: ${rate(mean(es))} appends (p50 ${ms(esLat.p50)}, p99 ${ms(esLat.p99)}); rounds ${es.map((r) => rate(r.perSecond)).join(', ')}`,
  );
  console.log(
    `${WRITERS} writers, raw INSERT:  ${rate(mean(raw))} inserts (p50 ${ms(rawLat.p50)}, p99 ${ms(rawLat.p99)}); rounds ${raw.map((r) => rate(r.perSecond)).join(', ')}`,
  );
  // CPU per operation, summed over the rounds: what each costs the machine whatever else runs.
  const cpuPerOp = (runs) => {
    const ops = runs.reduce((a, r) => a + r.ops, 0);
    const server = runs.some((r) => r.cpu.serverMs === null)
      ? null
      : runs.reduce((a, r) => a + r.cpu.serverMs, 0);
    return {
      node: (runs.reduce((a, r) => a + r.cpu.nodeMs, 0) * 1000) / ops,
      server: server === null ? null : (server * 1000) / ops,
    };
  };
  const [esCpu, rawCpu] = [cpuPerOp(es), cpuPerOp(raw)];
  const us = (v) => (v === null ? '?' : `${Math.round(v)} µs`);
  console.log(
    `CPU per operation: event store Node ${us(esCpu.node)} + PostgreSQL ${us(esCpu.server)}, raw INSERT Node ${us(rawCpu.node)} + PostgreSQL ${us(rawCpu.server)}` +
      (esCpu.server === null || rawCpu.server === null
        ? ''
        : ` (raw/event store: ${Math.round(((rawCpu.node + rawCpu.server) / (esCpu.node + esCpu.server)) * 100)}%)`),
  );
  const ratio = median(ratios);
  console.log(
    `ratio: median ${(ratio * 100).toFixed(0)}% of raw INSERT throughput (per round ${ratios.map((r) => `${(r * 100).toFixed(0)}%`).join(', ')}; ` +
      `target >= 70%: ${ratio >= 0.7 ? 'met' : 'MISSED'})`,
  );
  await db.end();
}
