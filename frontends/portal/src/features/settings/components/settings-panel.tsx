import type { SessionUser } from '@terrabridge/session';
import { EmailSection } from './email-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';

/** The Settings tab: the account's profile, password, address, mails and sessions. */
export function SettingsPanel({ user }: { user: SessionUser }) {
  return (
    <div className="space-y-8">
      <ProfileSection user={user} />
      <PasswordSection />
      <EmailSection user={user} />
      <NotificationsSection />
      <SessionsSection />
    </div>
  );
}
