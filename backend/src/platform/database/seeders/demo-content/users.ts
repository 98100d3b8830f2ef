import type { Language, UserRole } from '../../../../modules/auth/entities/user.entity';
import type { DemoLogin } from './demo-logins';

export interface DemoUser {
  username: string;
  email: string;
  /** Plain text only because these are demo logins; stored as an argon2id hash. */
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: UserRole;
  language: Language;
}

/** The agency admin of the demo installation. */
export function demoAdmin(login: DemoLogin): DemoUser {
  return {
    username: login.username,
    email: login.email,
    password: login.password,
    firstName: 'Mateo',
    lastName: 'Silva',
    phone: '+598 2 555 0187',
    role: 'admin',
    language: 'es',
  };
}

/** A client who owns most demo projects, two invoices and a few social posts. */
export function demoClient(login: DemoLogin): DemoUser {
  return {
    username: login.username,
    email: login.email,
    password: login.password,
    firstName: 'Sarah',
    lastName: 'Mitchell',
    phone: '+1 704 555 0193',
    role: 'user',
    language: 'en',
  };
}
