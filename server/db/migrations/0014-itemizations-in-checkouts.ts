import { sql, type Kysely } from 'kysely';

/**
 * A sale's lines move from `checkout_itemizations` (a row, a UUID primary key and an index entry
 * per line: about 1.2 kB per sale, a quarter of the database) into one JSON column of their
 * checkout, in the positional form of `modules/payments/itemizations.ts`: lines are written once
 * with their sale and only ever read whole with it. Partial and itemless sales keep null. Undone,
 * the lines get new ids (theirs were never on the wire).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('checkouts').addColumn('itemizations', 'text').execute();
  if (isPostgres(db)) {
    await sql`update checkouts c set itemizations = l.lines
      from (
        select checkout_id, json_agg(json_build_array(
          name, quantity, itemization_type, item_detail::json, notes, item_variation_name,
          total_amount, single_quantity_amount, gross_sales_amount, discount_amount,
          net_sales_amount, taxes::json, discounts::json, modifiers::json
        ) order by position)::text as lines
        from checkout_itemizations group by checkout_id
      ) l
      where l.checkout_id = c.id`.execute(db);
  } else {
    // The subquery's order is the order json_group_array sees its rows in.
    await sql`update checkouts set itemizations = (
        select json_group_array(json(line)) from (
          select json_array(
            name, quantity, itemization_type, json(item_detail), notes, item_variation_name,
            total_amount, single_quantity_amount, gross_sales_amount, discount_amount,
            net_sales_amount, json(taxes), json(discounts), json(modifiers)
          ) as line
          from checkout_itemizations i where i.checkout_id = checkouts.id order by i.position
        )
      )
      where id in (select checkout_id from checkout_itemizations)`.execute(db);
  }
  await db.schema.dropTable('checkout_itemizations').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
function isPostgres(db: Kysely<any>): boolean {
  // PostgreSQL numbers its placeholders.
  return db.selectFrom('checkouts').select('id').where('id', '=', '').compile().sql.includes('$1');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checkout_itemizations')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('merchant_id', 'varchar(36)', (c) => c.notNull().references('merchants.id'))
    .addColumn('checkout_id', 'varchar(36)', (c) =>
      c.notNull().references('checkouts.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('quantity', 'varchar(16)', (c) => c.notNull())
    .addColumn('itemization_type', 'varchar(24)', (c) => c.notNull())
    .addColumn('item_detail', 'text')
    .addColumn('notes', 'varchar(500)')
    .addColumn('item_variation_name', 'varchar(255)')
    .addColumn('total_amount', 'bigint', (c) => c.notNull())
    .addColumn('single_quantity_amount', 'bigint', (c) => c.notNull())
    .addColumn('gross_sales_amount', 'bigint', (c) => c.notNull())
    .addColumn('discount_amount', 'bigint', (c) => c.notNull())
    .addColumn('net_sales_amount', 'bigint', (c) => c.notNull())
    .addColumn('taxes', 'text')
    .addColumn('discounts', 'text')
    .addColumn('modifiers', 'text')
    .execute();
  await db.schema
    .createIndex('checkout_itemizations_checkout')
    .on('checkout_itemizations')
    .columns(['checkout_id', 'position'])
    .execute();
  const columns = sql.raw(`id, merchant_id, checkout_id, position, name, quantity,
    itemization_type, item_detail, notes, item_variation_name, total_amount,
    single_quantity_amount, gross_sales_amount, discount_amount, net_sales_amount, taxes,
    discounts, modifiers`);
  if (isPostgres(db)) {
    await sql`insert into checkout_itemizations (${columns})
      select gen_random_uuid()::text, c.merchant_id, c.id, j.n - 1, j.v->>0, j.v->>1, j.v->>2,
        j.v->>3, j.v->>4, j.v->>5, (j.v->>6)::bigint, (j.v->>7)::bigint, (j.v->>8)::bigint,
        (j.v->>9)::bigint, (j.v->>10)::bigint, j.v->>11, j.v->>12, j.v->>13
      from checkouts c, json_array_elements(c.itemizations::json) with ordinality j(v, n)
      where c.itemizations is not null`.execute(db);
  } else {
    const hex = (bytes: number) => sql.raw(`lower(hex(randomblob(${bytes})))`);
    const uuid = sql`${hex(4)} || '-' || ${hex(2)} || '-4' || substr(${hex(2)}, 2) || '-' ||
      substr('89ab', 1 + abs(random()) % 4, 1) || substr(${hex(2)}, 2) || '-' || ${hex(6)}`;
    await sql`insert into checkout_itemizations (${columns})
      select ${uuid}, c.merchant_id, c.id, cast(j.key as integer), j.value->>0, j.value->>1,
        j.value->>2, j.value->>3, j.value->>4, j.value->>5, j.value->>6, j.value->>7,
        j.value->>8, j.value->>9, j.value->>10, j.value->>11, j.value->>12, j.value->>13
      from checkouts c, json_each(c.itemizations) j
      where c.itemizations is not null`.execute(db);
  }
  await db.schema.alterTable('checkouts').dropColumn('itemizations').execute();
}
