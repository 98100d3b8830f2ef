import type { SessionUser } from '@terrabridge/session';
import { DataSection } from './data-section';
import { EmailSection } from './email-section';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';
import { TokensSection } from './tokens-section';
import { TwoFactorSection } from './two-factor-section';

/** The Settings tab: the account's profile, password, address, mails, sessions, tokens and data. */
export function SettingsPanel({ user }: { user: SessionUser }) {
  // An admin who must set up two-factor sign-in can reach nothing else until they have.
  if (user.twoFactorEnrolmentRequired) return <TwoFactorSection user={user} />;
  return (
    <div className="space-y-8">
      <ProfileSection user={user} />
      <PasswordSection />
      <TwoFactorSection user={user} />
      <EmailSection user={user} />
      <NotificationsSection />
      <SessionsSection />
      <TokensSection />
      <DataSection user={user} />
    </div>
  );
}
