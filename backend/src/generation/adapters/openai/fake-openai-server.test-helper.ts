import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    response_format?: { type: string };
    seed?: number;
    temperature?: number;
  };
}

/** What the fake answers: a chat completion with this content, or a raw HTTP status and body. */
export type FakeReply =
  { content: string; finishReason?: 'stop' | 'length' } | { status: number; body: unknown };

export type FakeHandler = (request: RecordedRequest) => FakeReply;

/** A local server speaking the OpenAI chat completions protocol (POST /v1/chat/completions). */
export interface FakeOpenAiServer {
  baseURL: string;
  requests: RecordedRequest[];
  reply(handler: FakeHandler): void;
  close(): Promise<void>;
}

export function completion(content: string, finishReason: 'stop' | 'length' = 'stop'): object {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  let handler: FakeHandler = () => ({ status: 500, body: { error: { message: 'no handler' } } });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: text ? (JSON.parse(text) as RecordedRequest['body']) : {},
      };
      requests.push(recorded);
      if (recorded.method !== 'POST' || recorded.url !== '/v1/chat/completions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const reply = handler(recorded);
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      } else {
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify(completion(reply.content, reply.finishReason)));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
