// Catch-up read: a million events generated in the database (INSERT ... SELECT generate_series, a
// few big transactions), then read from the start with readAll in batches, as a projection
// catching up or rebuilding does.
import { cpuMeter, dist, pool, rate } from './lib.mjs';

const { PostgresEventStore } = dist('../backend/dist/eventstore/postgres/postgres-event-store.js');
const { START_POSITION } = dist('../backend/dist/eventstore/event-store.port.js');

const TOTAL = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const PER_TRANSACTION = 100_000;
const BATCHES = [1000, 5000];

export async function run({ url }) {
  const db = pool(url, 2);
  let started = performance.now();
  for (let from = 0; from < TOTAL; from += PER_TRANSACTION) {
    // Ten events per stream; a payload and metadata shaped like a command's.
    await db.query(
      `INSERT INTO events (event_id, stream_id, stream_position, event_type, data, metadata)
       SELECT gen_random_uuid(), 'bench-' || (i / 10), i % 10 + 1, 'bench.step-saved',
         jsonb_build_object('userId', md5(i::text), 'step', i % 8, 'title', 'Business idea number ' || i,
           'notes', repeat('x', 200)),
         jsonb_build_object('userId', md5((i / 10)::text), 'correlationId', gen_random_uuid(), 'causationId', null,
           'requestId', gen_random_uuid(), 'occurredAt', now())
       FROM generate_series($1::bigint, $2::bigint) AS i`,
      [from, Math.min(from + PER_TRANSACTION, TOTAL) - 1],
    );
  }
  console.log(
    `generated ${TOTAL.toLocaleString('en-US')} events in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // What autovacuum does to a table this size soon after: hint bits and the visibility map.
  await db.query('VACUUM ANALYZE events');

  await db.end();

  // CPU per event, of Node and of the server process (read from /proc when it runs here).
  const reader = pool(url, 1);
  const store = new PostgresEventStore(reader);
  for (const limit of BATCHES) {
    started = performance.now();
    const meter = await cpuMeter(reader);
    let after = START_POSITION;
    let read = 0;
    for (;;) {
      const batch = await store.readAll({ after, limit });
      if (batch.length === 0) break;
      read += batch.length;
      after = batch[batch.length - 1].position;
    }
    const seconds = (performance.now() - started) / 1000;
    if (read !== TOTAL) throw new Error(`read ${read} events, expected ${TOTAL}`);
    const cpu = await meter.stop();
    const clientUs = ((cpu.nodeMs * 1000) / read).toFixed(1);
    const serverUs = cpu.serverMs === null ? '?' : ((cpu.serverMs * 1000) / read).toFixed(1);
    const perSecond = read / seconds;
    console.log(
      `readAll, batches of ${limit}: ${read.toLocaleString('en-US')} events in ${seconds.toFixed(1)} s = ${rate(perSecond)} ` +
        `(target >= 100,000/s: ${perSecond >= 100_000 ? 'met' : 'MISSED'}); CPU per event: Node ${clientUs} µs, PostgreSQL ${serverUs} µs`,
    );
  }
  await reader.end();
}
