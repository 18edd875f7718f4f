export const accountSecurityKeys = {
  all: ['account-security'] as const,
  passkeys: () => [...accountSecurityKeys.all, 'passkeys'] as const,
  sessions: () => [...accountSecurityKeys.all, 'sessions'] as const,
};
