import { IconCreditCard, IconCreditCardPay, IconReceiptRefund } from '@tabler/icons-react';
import type { Area } from '@/lib/area-types';

export const paymentsArea: Area = {
  label: 'Payments',
  pages: [
    {
      to: '/payments',
      requires: 'payments.read',
      label: 'Payments',
      description: 'Every payment by day, location, status, amount, card; totals and CSV export',
      icon: IconCreditCard,
      actions: [
        {
          label: 'Take a payment',
          to: '/payments/new',
          icon: IconCreditCardPay,
          requires: 'payments.write',
        },
      ],
    },
    {
      to: '/payments/refunds',
      requires: 'payments.read',
      label: 'Refunds',
      description: 'Money returned to buyers, by status and source',
      icon: IconReceiptRefund,
    },
  ],
};
