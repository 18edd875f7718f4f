import { OpenAPIHono } from '@hono/zod-openapi';
import { ListLocationsResponse, RetrieveMerchantResponse } from '@contract/account';
import type { AppEnv } from '../../http/env';
import { merchantContext, operation } from '../../http/route';
import { notFound } from '../errors';

const listLocations = operation({
  operationId: 'ListLocations',
  method: 'get',
  path: '/v2/locations',
  summary: "Lists the merchant's locations",
  tags: ['Locations'],
  scopes: ['MERCHANT_PROFILE_READ'],
  response: ListLocationsResponse,
});

const retrieveMerchant = operation({
  operationId: 'RetrieveMerchantMe',
  method: 'get',
  path: '/v2/merchants/me',
  summary: 'Retrieves the merchant that owns the access token',
  tags: ['Locations'],
  scopes: [],
  response: RetrieveMerchantResponse,
});

export function accountRoutes() {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(listLocations, async (c) => {
    const ctx = merchantContext(c);
    const rows = await ctx.db
      .selectFrom('locations as l')
      .innerJoin('merchants as m', 'm.id', 'l.merchant_id')
      .selectAll('l')
      .select(['m.business_name', 'm.language_code'])
      .where('l.merchant_id', '=', ctx.merchantId)
      .orderBy('l.created_at')
      .orderBy('l.id')
      .execute();
    const locations = rows.map((l) => ({
      id: l.id,
      merchant_id: l.merchant_id,
      name: l.name,
      business_name: l.business_name,
      timezone: l.timezone,
      status: l.status as 'ACTIVE' | 'INACTIVE',
      country: l.country,
      currency: l.currency,
      language_code: l.language_code,
      address: {
        ...(l.address_line_1 ? { address_line_1: l.address_line_1 } : {}),
        ...(l.locality ? { locality: l.locality } : {}),
        ...(l.administrative_district_level_1
          ? { administrative_district_level_1: l.administrative_district_level_1 }
          : {}),
        ...(l.postal_code ? { postal_code: l.postal_code } : {}),
        country: l.country,
      },
      created_at: l.created_at,
    }));
    return c.json({ locations }, 200);
  });

  app.openapi(retrieveMerchant, async (c) => {
    const ctx = merchantContext(c);
    const m = await ctx.db
      .selectFrom('merchants')
      .selectAll()
      .where('id', '=', ctx.merchantId)
      .executeTakeFirst();
    if (!m) throw notFound('Merchant');
    return c.json(
      {
        merchant: {
          id: m.id,
          business_name: m.business_name,
          country: m.country,
          currency: m.currency,
          language_code: m.language_code,
          status: 'ACTIVE' as const,
          approved: m.approved === 1,
        },
      },
      200,
    );
  });

  return app;
}
