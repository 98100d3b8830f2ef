import type { MigrationObject } from '@mikro-orm/core';

import { Migration20261122000000Initial } from './Migration20261122000000Initial';
import { Migration20261125110000 } from './Migration20261125110000';

/** Every migration in order. New migrations are appended here as well as added to this folder. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000Initial', class: Migration20261122000000Initial },
  { name: 'Migration20261125110000', class: Migration20261125110000 },
];
