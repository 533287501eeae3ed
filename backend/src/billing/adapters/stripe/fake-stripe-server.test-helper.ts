import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 that answers the Stripe API calls the adapter makes, the way
 * Stripe does: form-encoded requests (`items[0][price]=...`), Bearer authentication, JSON objects
 * shaped like Stripe's, `expand` honoured for the latest invoice, errors as `{ error: {...} }`.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface RecordedRequest {
  method: string;
  path: string;
  params: JsonObject;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
}

export interface FakePrice {
  id: string;
  lookupKey: string | null;
  interval: 'month' | 'year';
  amount: number;
}

export interface FakeStripe {
  url: { host: string; port: number; protocol: 'http' };
  requests: RecordedRequest[];
  subscriptions: Map<string, JsonObject>;
  /** Upgrades with payment_behavior=pending_if_incomplete wait for a payment. */
  upgradeNeedsPayment: boolean;
  /** The next API call answers this error instead. */
  failNext: { status: number; error: JsonObject } | null;
  close(): Promise<void>;
}

/** `a[b][0][c]=v` into nested objects and arrays. */
export function decodeForm(encoded: string): JsonObject {
  const root: JsonObject = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const keys = rawKey.replace(/\]/g, '').split('[');
    let node: JsonObject | Json[] = root;
    keys.forEach((k, i) => {
      const last = i === keys.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(keys[i + 1] ?? '');
      const container = node as Record<string, Json>;
      if (last) container[k] = value;
      else {
        container[k] ??= nextIsIndex ? [] : {};
        node = container[k] as JsonObject | Json[];
      }
    });
  }
  return root;
}

/** A string field of a decoded request or stored object ('' when absent or not a string). */
const str = (v: Json | undefined): string => (typeof v === 'string' ? v : '');

const NOW = 1_772_409_600; // 2026-03-02T00:00:00Z
const MONTH = 31 * 24 * 3600;

export async function startFakeStripe(apiKey: string, prices: FakePrice[]): Promise<FakeStripe> {
  let seq = 0;
  const id = (prefix: string) => `${prefix}_${++seq}`;
  const customers = new Map<string, JsonObject>();
  const subscriptions = new Map<string, JsonObject>();
  const invoices: JsonObject[] = [];
  const requests: RecordedRequest[] = [];

  const priceObject = (p: FakePrice): JsonObject => ({
    id: p.id,
    object: 'price',
    active: true,
    currency: 'usd',
    lookup_key: p.lookupKey,
    recurring: { interval: p.interval, interval_count: 1 },
    unit_amount: p.amount,
  });
  const findPrice = (priceId: string) => prices.find((p) => p.id === priceId);

  function invoice(
    customer: string,
    sub: JsonObject,
    amount: number,
    paid: boolean,
    reason: string,
  ): JsonObject {
    const inv: JsonObject = {
      id: id('in'),
      object: 'invoice',
      customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      billing_reason: reason,
      created: NOW + seq,
      hosted_invoice_url: `https://invoice.stripe.test/i/${seq}`,
      invoice_pdf: `https://pay.stripe.test/invoice/${seq}/pdf`,
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id ?? null, metadata: sub.metadata ?? null },
      },
      lines: { object: 'list', data: [], has_more: false, url: '/v1/invoices/lines' },
    };
    invoices.unshift(inv);
    return inv;
  }

  const view = (sub: JsonObject, params: JsonObject): JsonObject => {
    const expand = Array.isArray(params.expand) ? params.expand : [];
    const latest = invoices.find((i) => i.id === sub.latest_invoice);
    if (latest === undefined || !expand.some((e) => typeof e === 'string' && e.startsWith('latest_invoice')))
      return sub;
    const withSecret = expand.includes('latest_invoice.confirmation_secret')
      ? {
          ...latest,
          confirmation_secret: { client_secret: `pi_${str(latest.id)}_secret_fake`, type: 'payment_intent' },
        }
      : latest;
    return { ...sub, latest_invoice: withSecret };
  };

  function item(price: FakePrice): JsonObject {
    return {
      id: id('si'),
      object: 'subscription_item',
      price: priceObject(price),
      quantity: 1,
      current_period_start: NOW,
      current_period_end: NOW + MONTH,
    };
  }

  function route(method: string, path: string, params: JsonObject): [number, Json] {
    const notFound = (what: string): [number, Json] => [
      404,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such ${what}`,
          param: 'id',
        },
      },
    ];
    if (method === 'POST' && path === '/v1/customers') {
      const c: JsonObject = {
        id: id('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: params.metadata ?? {},
      };
      customers.set(c.id as string, c);
      return [200, c];
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = Array.isArray(params.lookup_keys) ? params.lookup_keys : [];
      const data = prices.filter((p) => p.lookupKey !== null && keys.includes(p.lookupKey)).map(priceObject);
      return [200, { object: 'list', data, has_more: false, url: '/v1/prices' }];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = str(params.customer);
      if (!customers.has(customer)) return notFound('customer');
      const items = (params.items as JsonObject[] | undefined) ?? [];
      const price = findPrice(str(items[0]?.price));
      if (price === undefined) return notFound('price');
      const sub: JsonObject = {
        id: id('sub'),
        object: 'subscription',
        customer,
        status: params.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
        created: NOW,
        start_date: NOW,
        billing_cycle_anchor: NOW,
        cancel_at_period_end: false,
        metadata: params.metadata ?? {},
        pending_update: null,
        items: { object: 'list', data: [item(price)], has_more: false, url: '/v1/subscription_items' },
      };
      sub.latest_invoice = invoice(customer, sub, price.amount, false, 'subscription_create').id ?? null;
      subscriptions.set(sub.id as string, sub);
      return [200, view(sub, params)];
    }
    const subMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(path);
    if (subMatch !== null) {
      const sub = subscriptions.get(subMatch[1] ?? '');
      if (sub === undefined) return notFound('subscription');
      if (method === 'GET') return [200, view(sub, params)];
      if (params.cancel_at_period_end !== undefined)
        sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
      const items = params.items as JsonObject[] | undefined;
      if (items !== undefined) {
        const price = findPrice(str(items[0]?.price));
        if (price === undefined) return notFound('price');
        const newItems = {
          object: 'list',
          data: [item(price)],
          has_more: false,
          url: '/v1/subscription_items',
        };
        const pending = params.payment_behavior === 'pending_if_incomplete' && fake.upgradeNeedsPayment;
        if (pending) sub.pending_update = { expires_at: NOW + 82_800, subscription_items: newItems.data };
        else sub.items = newItems;
        const charge = params.proration_behavior === 'always_invoice';
        if (charge)
          sub.latest_invoice =
            invoice(str(sub.customer), sub, 1500, !pending, 'subscription_update').id ?? null;
      }
      return [200, view(sub, params)];
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = invoices
        .filter((i) => i.customer === params.customer)
        .slice(0, Number(params.limit ?? 10));
      return [200, { object: 'list', data, has_more: false, url: '/v1/invoices' }];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = Buffer.concat(chunks).toString('utf8');
    const params = decodeForm(req.method === 'GET' ? url.search.slice(1) : body);
    const header = (name: string) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      params,
      authorization: header('authorization'),
      idempotencyKey: header('idempotency-key'),
      contentType: header('content-type'),
    });
    let [status, json]: [number, Json] = [
      401,
      { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
    ];
    if (header('authorization') === `Bearer ${apiKey}`) {
      if (fake.failNext !== null) {
        [status, json] = [fake.failNext.status, { error: fake.failNext.error }];
        fake.failNext = null;
      } else [status, json] = route(req.method ?? 'GET', url.pathname, params);
    }
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${seq}` });
    res.end(JSON.stringify(json));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripe = {
    url: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    subscriptions,
    upgradeNeedsPayment: false,
    failNext: null,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        server.closeAllConnections();
      }),
  };
  return fake;
}
