import { Stack } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { PasskeysSection } from '../components/passkeys-section';
import { PasswordSection } from '../components/password-section';
import { ProfileSection } from '../components/profile-section';
import { SessionsSection } from '../components/sessions-section';
import { TwoFactorSection } from '../components/two-factor-section';

/** The signed-in person's own account: who they are and how they sign in. */
export function AccountPage() {
  return (
    <>
      <PageHeader
        title="Your account"
        description="How you sign in, and where you are signed in."
      />
      <Stack gap="lg" maw={860}>
        <ProfileSection />
        <PasswordSection />
        <PasskeysSection />
        <TwoFactorSection />
        <SessionsSection />
      </Stack>
    </>
  );
}
