export const adminQueuesEn = {
  loading: 'Reading the queues…',
  fetchError: 'The queues could not be read',
  retry: 'Try again',
  refresh: 'Refresh',
  drivers: {
    bullmq: 'Redis (BullMQ)',
    inline: 'In this process',
  },
  driver: 'Runs on',
  inlineNote:
    'Without Redis the jobs run inside the API process: the counts are since it started, and jobs waiting for a retry count as waiting.',
  up: 'Up',
  down: 'Down',
  downNote: 'The queues did not answer: {{error}}',
  dashboard: 'Open the queue dashboard',
  table: 'Jobs per queue',
  columns: {
    queue: 'Queue',
    waiting: 'Waiting',
    active: 'Running',
    delayed: 'Delayed',
    completed: 'Completed',
    failed: 'Failed',
  },
  names: {
    emails: 'Emails',
    pdfs: 'PDFs',
    ai: 'AI content',
    billing: 'Billing',
    payments: 'Payments',
  },
  notCounted: 'not counted',
  failures: {
    title: 'Latest failures',
    table: 'Latest failed jobs',
    none: 'No job has failed.',
    queue: 'Queue',
    job: 'Job',
    reason: 'Reason',
    attempts: 'Attempts',
    when: 'When',
  },
} as const;

export type AdminQueuesResources = typeof adminQueuesEn;
