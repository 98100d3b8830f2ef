/**
 * A federation runtime plugin: every shared module (React, the router, zustand, ...) is looked
 * up and loaded in a task of its own. The runtime otherwise resolves all of them (version
 * ranges, the share scope, their chunks) in one go when the app starts, a long task that holds
 * up the page; split this way, the browser can paint and handle input in between.
 */
const nextTask = () =>
  typeof globalThis.scheduler?.yield === 'function'
    ? globalThis.scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));

export default function yieldBetweenShares() {
  return {
    name: 'yield-between-shares',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}
