import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '../build/rspack.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

export default (env) => createAppConfig({ name: 'admin', kind: 'remote', appDir }, env);
