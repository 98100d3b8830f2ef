import type { MigrationObject } from '@mikro-orm/core';

import { Migration20261122000000Initial } from './Migration20261122000000Initial';

/** Every migration in order. New migrations are appended here as well as added to this folder. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000Initial', class: Migration20261122000000Initial },
];
