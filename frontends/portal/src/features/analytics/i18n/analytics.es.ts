import type { Translation } from '@terrabridge/i18n';
import type { AnalyticsResources } from './analytics.en';

export const analyticsEs: Translation<AnalyticsResources> = {
  loadFailed: {
    projects: 'No pudimos cargar las cifras de tus proyectos',
    social: 'No pudimos cargar las cifras de tus publicaciones',
    billing: 'No pudimos cargar las cifras de tus facturas',
  },
  retry: 'Reintentar',
  showTable: 'Ver como tabla',
  lastMonths: 'Últimos 12 meses',
  status: {
    title: 'Proyectos por estado',
    description: 'Cuántos de tus proyectos están en cada etapa.',
    column: 'Estado',
    value: 'Proyectos',
    empty: 'Todavía no tienes proyectos. Cuando empecemos a trabajar juntos, aparecerán aquí.',
  },
  milestones: {
    title: 'Hitos a tiempo y atrasados',
    description: 'Los hitos completados frente a sus fechas límite, y los abiertos ya vencidos.',
    column: 'Hitos',
    value: 'Cantidad',
    onTime: 'Completados a tiempo',
    late: 'Completados con atraso',
    overdueOpen: 'Abiertos y vencidos',
    empty: 'Todavía no hay hitos completados ni vencidos.',
  },
  activity: {
    title: 'Días desde la última novedad',
    description: 'Cuánto hace que el equipo publicó la última novedad de cada proyecto.',
    project: 'Proyecto',
    status: 'Estado',
    progress: 'Avance',
    days: 'Días desde la última novedad',
    daysValue_one: '{{count}} día',
    daysValue_other: '{{count}} días',
    never: 'Sin novedades todavía',
    noUpdates: 'El equipo todavía no publicó novedades de tus proyectos.',
    empty: 'Todavía no tienes proyectos.',
  },
  social: {
    title: 'Publicaciones por red',
    description:
      'Las publicaciones de tu biblioteca de contenido, según el mes en que las creaste.',
    month: 'Mes',
    total: 'Total',
    summary_one: '{{count}} publicación en los últimos 12 meses',
    summary_other: '{{count}} publicaciones en los últimos 12 meses',
    platforms: {
      twitter: 'X (Twitter)',
      facebook: 'Facebook',
      instagram: 'Instagram',
      linkedin: 'LinkedIn',
    },
    empty: 'Todavía no tienes publicaciones. Aquí se cuentan las que guardes en Redes sociales.',
  },
  billing: {
    title: 'Pagado y pendiente',
    description: 'Tus facturas según el mes en que se emitieron.',
    month: 'Mes',
    paid: 'Pagado',
    outstanding: 'Pendiente',
    summary: 'Pagado {{paid}} · Pendiente {{outstanding}}',
    empty: 'Todavía no tienes facturas.',
  },
};
