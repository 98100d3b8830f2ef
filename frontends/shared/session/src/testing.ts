import type { SessionUser } from './user';

/** A complete account as GET /api/user answers it, for tests of any app. */
export function sampleUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    username: 'ana.lopez',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'López',
    fullName: 'Ana López',
    phone: null,
    role: 'user',
    adminLevel: 0,
    permissions: [],
    language: 'en',
    isActive: true,
    emailVerified: false,
    pendingEmail: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    twoFactorEnabled: false,
    twoFactorEnrolmentRequired: false,
    ...overrides,
  };
}
