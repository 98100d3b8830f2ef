import type { MigrationObject } from '@mikro-orm/core';

import { Migration20261122000000Initial } from './Migration20261122000000Initial';
import { Migration20261125110000 } from './Migration20261125110000';
import { Migration20261125140000 } from './Migration20261125140000';
import { Migration20261125150000SessionPlace } from './Migration20261125150000SessionPlace';
import { Migration20261125130000StoredFiles } from './Migration20261125130000StoredFiles';
import { Migration20261125130100CommentDigests } from './Migration20261125130100CommentDigests';
import { Migration20261126100000AiJobs } from './Migration20261126100000AiJobs';
import { Migration20261126100000SocialPostStates } from './Migration20261126100000SocialPostStates';
import { Migration20261127100000Invoices } from './Migration20261127100000Invoices';
import { Migration20261127120000Payments } from './Migration20261127120000Payments';
import { Migration20261128200300AdminClients } from './Migration20261128200300AdminClients';

/** Every migration in order. New migrations are appended here as well as added to this folder. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000Initial', class: Migration20261122000000Initial },
  { name: 'Migration20261125110000', class: Migration20261125110000 },
  { name: 'Migration20261125130000StoredFiles', class: Migration20261125130000StoredFiles },
  { name: 'Migration20261125130100CommentDigests', class: Migration20261125130100CommentDigests },
  { name: 'Migration20261125140000', class: Migration20261125140000 },
  { name: 'Migration20261125150000SessionPlace', class: Migration20261125150000SessionPlace },
  { name: 'Migration20261126100000AiJobs', class: Migration20261126100000AiJobs },
  {
    name: 'Migration20261126100000SocialPostStates',
    class: Migration20261126100000SocialPostStates,
  },
  { name: 'Migration20261127100000Invoices', class: Migration20261127100000Invoices },
  { name: 'Migration20261127120000Payments', class: Migration20261127120000Payments },
  { name: 'Migration20261128200300AdminClients', class: Migration20261128200300AdminClients },
];
