import { yieldToMain } from './app/yield-to-main';

/**
 * The shared modules the app starts with, in the order ./bootstrap imports them. Run all at once
 * (as its static imports would) they make one long task that holds up the page; run here first,
 * one per task, they are already evaluated when ./bootstrap needs them.
 */
const START_UP_MODULES = [
  () => import('@terrabridge/i18n'),
  () => import('@terrabridge/api-client'),
  () => import('@terrabridge/session'),
  () => import('react'),
  () => import('react-dom/client'),
  () => import('@terrabridge/ui'),
];

async function start(): Promise<void> {
  for (const load of START_UP_MODULES) {
    await load();
    await yieldToMain();
  }
  await import('./bootstrap');
}

// Module Federation needs an async boundary so shared singletons are negotiated before use.
// The federation runtime starts in the task that runs this file; the app's chunks are requested
// in the next task, so the two never add up to one long task that holds up the page.
setTimeout(() => void start(), 0);
