/**
 * Races through one real HTTP server per engine: concurrent clock-ins for one employee leave one
 * open timecard; creates sharing an idempotency key make one resource. (two-instances.test.ts
 * splits the same races across two service processes on one PostgreSQL.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRESH_KINDS } from './bodies';
import { newPayment } from './api-writes';
import { startFixture, type Fixture } from './fixture';
import { BUDGET, ENGINE } from './level';
import {
  acceptRace,
  breakTypeLimitRace,
  clockInRace,
  idempotentCreateRace,
  idempotentCreates,
  openShiftRace,
  orderActionRace,
  refundRace,
  settlementCloseRace,
} from './races';
import { runSettlementJob } from '../server/modules/deposits/settlement-job';
import { insertBankAccount, pastCardSales, settledOnceProblems } from './ledger';
import { insertLocation } from './locations';
import { jsonRequest } from './http';
import { record } from './stats';
import { signInAs } from '../server/testing/sessions';
import { newInvitationSecret } from './merchant-resources';

let fixture: Fixture;

/** Each refund race: this many refunds at once, each of 1/REFUND_PARTS of the payment. */
const REFUNDS_PER_RACE = 50;
const REFUND_PARTS = 20;

beforeAll(async () => {
  fixture = await startFixture();
});

afterAll(async () => {
  await fixture?.server.close();
});

describe(`races through one server (${ENGINE})`, () => {
  it(`leaves one open timecard after ${BUDGET.clockInsPerRace} simultaneous clock-ins (${BUDGET.clockInRaces} employees)`, async () => {
    const problems: string[] = [];
    for (let race = 0; race < BUDGET.clockInRaces; race += 1) {
      problems.push(
        ...(await clockInRace(
          [fixture.server.url],
          fixture.tokens.main,
          BUDGET.clockInsPerRace,
          `race ${race + 1}`,
        )),
      );
    }
    record('race requests', BUDGET.clockInRaces * BUDGET.clockInsPerRace);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it(`lets one of ${BUDGET.clockInsPerRace} simultaneous OPEN shifts in (${BUDGET.clockInRaces} employees), and three break types into one location`, async () => {
    const problems: string[] = [];
    for (let race = 0; race < BUDGET.clockInRaces; race += 1) {
      problems.push(
        ...(await openShiftRace(
          [fixture.server.url],
          fixture.tokens.main,
          fixture.own.location,
          BUDGET.clockInsPerRace,
          `shift race ${race + 1}`,
        )),
      );
    }
    problems.push(
      ...(await breakTypeLimitRace(
        [fixture.server.url],
        fixture.tokens.main,
        await fixture.fresh('location'),
        BUDGET.clockInsPerRace,
      )),
    );
    record('race requests', (BUDGET.clockInRaces + 1) * BUDGET.clockInsPerRace);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it(`never refunds more than a payment's total: ${REFUNDS_PER_RACE} simultaneous refunds of 1/${REFUND_PARTS} (${BUDGET.clockInRaces} payments)`, async () => {
    const problems: string[] = [];
    for (let race = 0; race < BUDGET.clockInRaces; race += 1) {
      const total = 2_000;
      const payment = await newPayment(fixture.server.url, fixture.tokens.main, total);
      problems.push(
        ...(await refundRace(
          [fixture.server.url],
          fixture.tokens.main,
          payment,
          total,
          REFUND_PARTS,
          REFUNDS_PER_RACE,
          `refund race ${race + 1}`,
        )),
      );
    }
    record('race requests', BUDGET.clockInRaces * REFUNDS_PER_RACE);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('makes one resource of simultaneous creates that share an idempotency key', async () => {
    const ops = idempotentCreates(fixture.ops);
    // The contract's creates take idempotency keys (CreatePayment, CreateShift…): none is a broken
    // contract, not a reason to skip.
    expect(ops, 'operations in /openapi.json that take an idempotency_key').not.toEqual([]);
    const problems: string[] = [];
    for (const op of ops) {
      // New resources of the kinds a create uses up (an employee for a shift, a location for a
      // break type), so the create is valid whatever ran before.
      const ids = { ...fixture.own };
      for (const kind of FRESH_KINDS[op.operationId] ?? []) ids[kind] = await fixture.fresh(kind);
      problems.push(
        ...(await idempotentCreateRace(
          [fixture.server.url],
          fixture.tokens.main,
          fixture.doc,
          op,
          ids,
          BUDGET.clockInsPerRace,
        )),
      );
    }
    record('race requests', ops.length * BUDGET.clockInsPerRace);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it(`moves an order once from each state: ${BUDGET.clockInsPerRace} simultaneous COMPLETE/CANCEL of an OPEN order, REFUND of a COMPLETED one (${BUDGET.clockInRaces} orders each)`, async () => {
    const { server, tokens, own } = fixture;
    const problems: string[] = [];
    for (let race = 0; race < BUDGET.clockInRaces; race += 1) {
      problems.push(
        ...(await orderActionRace(
          [server.url],
          tokens.main,
          own.location,
          await fixture.fresh('order'),
          ['COMPLETE', 'CANCEL'],
          BUDGET.clockInsPerRace,
          `order race ${race + 1}`,
        )),
      );
      const completed = await fixture.fresh('order');
      const path = `/v1/${own.location}/orders/${completed}`;
      const res = await jsonRequest(server.url, 'PUT', path, tokens.main, { action: 'COMPLETE' });
      if (res.status !== 200) problems.push(`PUT ${path} COMPLETE: ${res.status} ${res.text}`);
      problems.push(
        ...(await orderActionRace(
          [server.url],
          tokens.main,
          own.location,
          completed,
          ['REFUND'],
          BUDGET.clockInsPerRace,
          `order refund race ${race + 1}`,
        )),
      );
    }
    record('race requests', 2 * BUDGET.clockInRaces * BUDGET.clockInsPerRace);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it(`writes one settlement per cut-off when ${BUDGET.clockInsPerRace} runs of the settlement job at once close three days under reads, each payment settled once`, async () => {
    // A contract without V1ListSettlements is broken, not a reason to skip.
    expect(fixture.ops.map((op) => op.operationId)).toContain('V1ListSettlements');
    const { server, tokens } = fixture;
    const { merchantId } = server;
    const locationId = await insertLocation(server.db, merchantId, 'Settlement race');
    const payments = await pastCardSales(server.db, server.engine, merchantId, locationId, 3, 4);
    await insertBankAccount(server.db, merchantId, locationId, 'Settlement race account');
    const problems = await settlementCloseRace(
      [server.url],
      tokens.main,
      locationId,
      BUDGET.clockInsPerRace,
      3,
      'settlement race',
      () =>
        Promise.all(Array.from({ length: BUDGET.clockInsPerRace }, () => runSettlementJob(server))),
    );
    const stored = await settledOnceProblems(server.db, locationId, payments, 'settlement race');
    problems.push(...stored.problems);
    if (stored.settlements < 3) problems.push(`${stored.settlements} settlements, not at least 3`);
    record('race requests', BUDGET.clockInsPerRace);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it(`creates one person of ${BUDGET.clockInsPerRace} simultaneous accepts of one invitation link, the rest 409`, async () => {
    const { server } = fixture;
    const owner = await signInAs(server, server.db, server.merchantId, { owner: true });
    const problems: string[] = [];
    const races = 3;
    for (let race = 1; race <= races; race += 1) {
      const email = `race-${race}-${Date.now()}@invitations.example`;
      const secret = await newInvitationSecret(server, owner, { email });
      const label = `accept race ${race}`;
      const outcome = await acceptRace([server.url], secret, BUDGET.clockInsPerRace, label);
      problems.push(...outcome.problems);
      // One account and one membership for the address, the winner's; the losers wrote nothing.
      const users = await server.db
        .selectFrom('user')
        .select(['id', 'name'])
        .where('email', '=', email)
        .execute();
      const members = await server.db
        .selectFrom('team_members')
        .select('user_id')
        .where('user_id', 'in', users.length > 0 ? users.map((u) => u.id) : [''])
        .execute();
      if (users.length !== 1 || members.length !== 1) {
        problems.push(`${label}: ${users.length} accounts and ${members.length} members, not 1`);
      } else if (outcome.winner && users[0]!.id !== outcome.winner.id) {
        problems.push(`${label}: the account is not the one the 200 named`);
      } else if (outcome.winner && users[0]!.name !== outcome.winner.name) {
        problems.push(
          `${label}: the account holds ${users[0]!.name}, the 200 named ${outcome.winner.name}`,
        );
      }
    }
    record('race requests', races * BUDGET.clockInsPerRace);
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
