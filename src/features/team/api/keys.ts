/** Every Team query key, so commands invalidate exactly what they touch. */
export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
  permissionSets: () => [...teamKeys.all, 'permission-sets'] as const,
  /** A public invitation link's preview (no session needed). */
  invitation: (secret: string) => [...teamKeys.all, 'invitation', secret] as const,
};
