import { z } from 'zod';
import { V2Address, V2Error } from './common';

export const Location = z
  .object({
    id: z.string(),
    merchant_id: z.string(),
    name: z.string(),
    business_name: z.string(),
    timezone: z.string().meta({ description: 'IANA time zone' }),
    status: z.enum(['ACTIVE', 'INACTIVE']),
    country: z.string(),
    currency: z.string(),
    language_code: z.string(),
    address: V2Address.optional(),
    created_at: z.string(),
  })
  .meta({ id: 'Location' });

export const ListLocationsResponse = z
  .object({ locations: z.array(Location).optional(), errors: z.array(V2Error).optional() })
  .meta({ id: 'ListLocationsResponse' });

const Merchant = z
  .object({
    id: z.string(),
    business_name: z.string(),
    country: z.string(),
    currency: z.string(),
    language_code: z.string(),
    status: z.enum(['ACTIVE', 'INACTIVE']),
    approved: z.boolean().meta({
      description: 'Whether the account may use the employee management features.',
    }),
  })
  .meta({ id: 'Merchant' });

export const RetrieveMerchantResponse = z
  .object({ merchant: Merchant.optional(), errors: z.array(V2Error).optional() })
  .meta({ id: 'RetrieveMerchantResponse' });
