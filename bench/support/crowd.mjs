// A crowd of visitors for autocannon: each connection is one visitor with an address of its own,
// going round the same steps (a visit), and every response is told apart by the group of its
// step, so one run gives figures per kind of request.
import autocannon from 'autocannon';

import { dropBodies } from './drop-bodies.mjs';

/**
 * The address visitor `n` comes from (the documentation ranges of RFC 5737), sent as
 * X-Forwarded-For as a proxy in front of the API sends it.
 */
export const visitorAddress = (n) => (n < 254 ? `198.51.100.${n + 1}` : `203.0.113.${n - 253}`);

/**
 * Runs `connections` visitors against `origin` for `seconds`, each going round `steps` (autocannon
 * requests, each with a `group`) from another step, so the steps are spread over the crowd. Per
 * group: every response time (for exact percentiles) and status, the timeouts (after `timeout`
 * seconds), the socket errors, and the requests still unanswered when the run ended, which
 * autocannon drops unreported.
 */
export async function runCrowd({ origin, steps, connections, seconds, timeout }) {
  const stats = new Map(
    [...new Set(steps.map((step) => step.group))].map((name) => [
      name,
      { name, times: [], statuses: new Map(), timeouts: 0, socketErrors: 0, open: 0 },
    ]),
  );
  const visitors = [];
  // Set by a step's onResponse, which autocannon calls just before it reports the response.
  let answered;
  const instance = autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout,
    setupClient(client) {
      dropBodies(client);
      const n = visitors.length;
      const visitor = { current: undefined, previous: undefined };
      visitors.push(visitor);
      const requests = steps.map(({ group, headers, ...request }) => ({
        ...request,
        headers: { ...headers, 'x-forwarded-for': visitorAddress(n) },
        setupRequest: (req) => {
          visitor.previous = visitor.current;
          visitor.current = group;
          return req;
        },
        onResponse: () => {
          answered = group;
          visitor.current = undefined;
        },
      }));
      const offset = (n * 7) % requests.length;
      client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
      // A timed-out request's connection has already sent the next step when this is told.
      client.on('timeout', () => stats.get(visitor.previous).timeouts++);
      client.on('connError', () => {
        if (visitor.current) stats.get(visitor.current).socketErrors++;
      });
    },
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    const group = stats.get(answered);
    group.times.push(ms);
    group.statuses.set(status, (group.statuses.get(status) ?? 0) + 1);
  });
  await instance;
  for (const visitor of visitors) if (visitor.current) stats.get(visitor.current).open++;
  return [...stats.values()].map((group) => ({ ...group, answered: group.times.length }));
}
