/**
 * For autocannon's `setupClient`: the client stops keeping response bodies.
 *
 * autocannon 9 appends every body chunk to a string (`req.body += chunk` in its
 * PipelinedRequestsQueue), so each response is decoded as UTF-8 whether or not anything reads it.
 * For a compressed page of 26 KB that cost the client about 0.34 ms of CPU per response, some
 * eight times the server's 0.04 ms (CPU speed about 18,000, see processes.mjs): with both on one
 * 2-core machine, the client was what set the pace of GET /. The benches judge a response by its
 * status and timing only, never its body.
 */
export function dropBodies(client) {
  const queue = client.pipelinedRequests;
  if (typeof queue?.addBody !== 'function') {
    throw new Error('autocannon no longer keeps bodies through pipelinedRequests.addBody');
  }
  queue.addBody = () => {};
}
