import { Text } from '@mantine/core';
import { FactsTable } from '@/components/facts-table';
import { formatMoney } from '@/lib/money';
import { usePermissions } from '@/lib/permissions';
import { PERMISSIONS } from '@/api/schemas/permissions';
import { Section } from './section';

/** Who is signed in, and what their permission set lets them do. */
export function ProfileSection() {
  const { me } = usePermissions();
  if (!me) return null;
  const currency = me.merchant?.currency ?? 'USD';
  const powers = me.isOwner
    ? 'Everything, including people, bank accounts and apps (you are the owner).'
    : [...me.permissions].map((p) => PERMISSIONS[p].label).join('; ') ||
      'Nothing yet. Ask the owner.';
  return (
    <Section title="You">
      <FactsTable
        label="Your account"
        nameWidth="30%"
        rows={[
          ['Name', me.name || '—'],
          ['Email', me.email],
          ...(me.merchant?.name ? ([['Business', me.merchant.name]] as const) : []),
          ['What you can do', <Text key="powers">{powers}</Text>],
          ...(!me.isOwner
            ? ([
                [
                  'Refund limit',
                  me.refundLimit === null
                    ? 'No limit'
                    : formatMoney({ amount: me.refundLimit, currency }),
                ],
              ] as const)
            : []),
        ]}
      />
      <Text size="sm" c="dimmed">
        To change your name, email or permissions, ask the owner of your business.
      </Text>
    </Section>
  );
}
