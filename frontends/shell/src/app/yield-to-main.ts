/**
 * Ends the current task so the browser can paint and handle input in between, and resumes in a
 * new one: start-up work split this way never blocks the page for long at a stretch.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
