import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local webhook receiver: records each request and answers with the next status of `answers`
 * (the last one repeats), so tests can make it fail a few times and then accept.
 */
export async function startReceiver() {
  const received: Received[] = [];
  let answers: number[] = [200];
  const waiting: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.length > 1 ? answers.shift()! : answers[0];
      res.writeHead(status, { 'content-type': 'text/plain' }).end('ok');
      for (const wake of waiting.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(statuses: number[]) {
      answers = [...statuses];
    },
    /** Waits until at least `count` requests arrived (or fails after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 10_000): Promise<Received[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} webhook requests, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
