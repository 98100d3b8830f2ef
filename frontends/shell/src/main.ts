// Module Federation needs an async boundary so shared singletons are negotiated before use.
// The federation runtime starts in the task that runs this file; the app's chunks are requested
// in the next task, so the two never add up to one long task that holds up the page.
setTimeout(() => void import('./bootstrap'), 0);
