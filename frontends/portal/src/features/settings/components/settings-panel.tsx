import type { SessionUser } from '@terrabridge/session';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** The Settings tab: the account's profile, password, address and sessions. */
export function SettingsPanel({ user }: { user: SessionUser }) {
  return (
    <div className="space-y-8">
      <ProfileSection user={user} />
      <PasswordSection />
      <TwoFactorSection user={user} />
      <EmailSection user={user} />
      <SessionsSection />
    </div>
  );
}
