import type { Translation } from '@terrabridge/i18n';
import type { AdminServicesResources } from './admin-services.en';

export const adminServicesEs: Translation<AdminServicesResources> = {
  loading: 'Comprobando los servicios…',
  fetchError: 'no se pudo obtener el estado de los servicios',
  retry: 'Reintentar',
  refresh: 'Volver a comprobar',
  checkedAt: 'Comprobado {{time}}',
  ready: 'Listo',
  notReady: 'No disponible',
  configured: 'Configurado',
  missing: 'Falta',
  yes: 'Sí',
  no: 'No',
  mail: {
    title: 'Correo',
    provider: 'Envío',
    providers: { smtp: 'SMTP', gmail: 'Gmail (OAuth2)', none: 'Ninguno: el correo queda retenido' },
    host: 'Servidor',
    secure: 'TLS desde el inicio',
    authenticated: 'Inicia sesión',
    gmail: 'Credenciales OAuth2 de Gmail',
    held: 'Retenidos en la bandeja de salida',
    failed: 'Fallidos definitivamente',
  },
  stripe: {
    title: 'Pagos con tarjeta (Stripe)',
    environment: 'Modo',
    environments: { test: 'Prueba', live: 'Real' },
    publishable: 'Clave publicable',
    secret: 'Clave secreta',
    webhook: 'Secreto de firma del webhook',
    keysMatch: 'Claves del mismo modo',
  },
  paypal: {
    title: 'Billetera (PayPal)',
    environment: 'Entorno',
    environments: { sandbox: 'Sandbox', live: 'Real' },
    clientId: 'Id de cliente',
    clientSecret: 'Secreto de cliente',
    endpoint: 'Dirección de la API',
  },
};
