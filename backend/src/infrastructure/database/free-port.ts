import { createServer } from 'node:net';

/** Asks the kernel for a free TCP port on the loopback interface, preferring `preferred` when it is free. */
export async function findFreePort(preferred?: number): Promise<number> {
  const tryListen = (port: number) =>
    new Promise<number | null>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        const chosen = typeof address === 'object' && address ? address.port : null;
        server.close(() => resolve(chosen));
      });
    });
  if (preferred) {
    const port = await tryListen(preferred);
    if (port) return port;
  }
  const port = await tryListen(0);
  if (!port) throw new Error('No free TCP port available on 127.0.0.1');
  return port;
}
