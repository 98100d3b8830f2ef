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
import { Migration20261128200100AdminContacts } from './Migration20261128200100AdminContacts';
import { Migration20261128200300AdminBilling } from './Migration20261128200300AdminBilling';
import { Migration20261128200300AdminClients } from './Migration20261128200300AdminClients';
import { Migration20261128200300AdminContent } from './Migration20261128200300AdminContent';
import { Migration20261128200300AdminMailOutbox } from './Migration20261128200300AdminMailOutbox';
import { Migration20261128200300AdminProjects } from './Migration20261128200300AdminProjects';
import { Migration20261128200900AuditLog } from './Migration20261128200900AuditLog';
import { Migration20261130140000BlogPublishDates } from './Migration20261130140000BlogPublishDates';
import { Migration20261129100000MailClaims } from './Migration20261129100000MailClaims';
import { Migration20261130100000BankTransferOrders } from './Migration20261130100000BankTransferOrders';
import { Migration20261130110000Notifications } from './Migration20261130110000Notifications';
import { Migration20261130120000ServiceFixedPrice } from './Migration20261130120000ServiceFixedPrice';
import { Migration20261130130000SocialPosted } from './Migration20261130130000SocialPosted';
import { Migration20261130130001SavedRecommendations } from './Migration20261130130001SavedRecommendations';
import { Migration20261130150000AuditChain } from './Migration20261130150000AuditChain';
import { Migration20261130160000TwoFactor } from './Migration20261130160000TwoFactor';
import { Migration20261201200000AccountDeletion } from './Migration20261201200000AccountDeletion';
import { Migration20261201500000PersonalAccessTokens } from './Migration20261201500000PersonalAccessTokens';
import { Migration20261201500100Webhooks } from './Migration20261201500100Webhooks';

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
  { name: 'Migration20261128200100AdminContacts', class: Migration20261128200100AdminContacts },
  { name: 'Migration20261128200300AdminBilling', class: Migration20261128200300AdminBilling },
  { name: 'Migration20261128200300AdminClients', class: Migration20261128200300AdminClients },
  { name: 'Migration20261128200300AdminContent', class: Migration20261128200300AdminContent },
  { name: 'Migration20261128200300AdminMailOutbox', class: Migration20261128200300AdminMailOutbox },
  { name: 'Migration20261128200300AdminProjects', class: Migration20261128200300AdminProjects },
  { name: 'Migration20261128200900AuditLog', class: Migration20261128200900AuditLog },
  { name: 'Migration20261129100000MailClaims', class: Migration20261129100000MailClaims },
  {
    name: 'Migration20261130100000BankTransferOrders',
    class: Migration20261130100000BankTransferOrders,
  },
  { name: 'Migration20261130110000Notifications', class: Migration20261130110000Notifications },
  {
    name: 'Migration20261130120000ServiceFixedPrice',
    class: Migration20261130120000ServiceFixedPrice,
  },
  { name: 'Migration20261130130000SocialPosted', class: Migration20261130130000SocialPosted },
  {
    name: 'Migration20261130130001SavedRecommendations',
    class: Migration20261130130001SavedRecommendations,
  },
  {
    name: 'Migration20261130140000BlogPublishDates',
    class: Migration20261130140000BlogPublishDates,
  },
  { name: 'Migration20261130150000AuditChain', class: Migration20261130150000AuditChain },
  { name: 'Migration20261130160000TwoFactor', class: Migration20261130160000TwoFactor },
  {
    name: 'Migration20261201200000AccountDeletion',
    class: Migration20261201200000AccountDeletion,
  },
  {
    name: 'Migration20261201500000PersonalAccessTokens',
    class: Migration20261201500000PersonalAccessTokens,
  },
  { name: 'Migration20261201500100Webhooks', class: Migration20261201500100Webhooks },
];
