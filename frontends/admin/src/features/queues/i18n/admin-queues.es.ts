import type { Translation } from '@terrabridge/i18n';
import type { AdminQueuesResources } from './admin-queues.en';

export const adminQueuesEs: Translation<AdminQueuesResources> = {
  loading: 'Leyendo las colas…',
  fetchError: 'No se pudieron leer las colas',
  retry: 'Reintentar',
  refresh: 'Actualizar',
  drivers: {
    bullmq: 'Redis (BullMQ)',
    inline: 'En este proceso',
  },
  driver: 'Se ejecuta en',
  inlineNote:
    'Sin Redis los trabajos se ejecutan dentro del proceso de la API: las cifras son desde que arrancó, y los trabajos que esperan un reintento cuentan como en espera.',
  up: 'Activo',
  down: 'Caído',
  downNote: 'Las colas no respondieron: {{error}}',
  dashboard: 'Abrir el panel de colas',
  table: 'Trabajos por cola',
  columns: {
    queue: 'Cola',
    waiting: 'En espera',
    active: 'En curso',
    delayed: 'Diferidos',
    completed: 'Completados',
    failed: 'Fallidos',
  },
  names: {
    emails: 'Correos',
    pdfs: 'PDF',
    ai: 'Contenido con IA',
    billing: 'Facturación',
    payments: 'Pagos',
  },
  notCounted: 'sin contar',
  failures: {
    title: 'Últimos fallos',
    table: 'Últimos trabajos fallidos',
    none: 'Ningún trabajo ha fallado.',
    queue: 'Cola',
    job: 'Trabajo',
    reason: 'Motivo',
    attempts: 'Intentos',
    when: 'Cuándo',
  },
};
