export { resolveSessionSecret } from '../../platform/config/session-secret';
