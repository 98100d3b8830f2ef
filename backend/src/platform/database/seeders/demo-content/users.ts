import type { Language, UserRole } from '../../../../modules/auth/entities/user.entity';
import { DEMO_LOGINS } from './demo-logins';

export interface DemoUser {
  username: string;
  email: string;
  /** Plain text only because these are the published demo logins; stored as an argon2id hash. */
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: UserRole;
  language: Language;
}

const [adminLogin, clientLogin] = DEMO_LOGINS;

/** The agency admin of the demo installation. */
export const DEMO_ADMIN: DemoUser = {
  username: adminLogin.username,
  email: adminLogin.email,
  password: adminLogin.password,
  firstName: 'Mateo',
  lastName: 'Silva',
  phone: '+598 2 555 0187',
  role: 'admin',
  language: 'es',
};

/** A client who owns most demo projects, two invoices and a few social posts. */
export const DEMO_CLIENT: DemoUser = {
  username: clientLogin.username,
  email: clientLogin.email,
  password: clientLogin.password,
  firstName: 'Sarah',
  lastName: 'Mitchell',
  phone: '+1 704 555 0193',
  role: 'user',
  language: 'en',
};
