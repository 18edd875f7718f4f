/**
 * kill -9 under write load: a real service process takes creates (employees, roles, clock-ins)
 * from several writers, is killed with SIGKILL mid-stream, and restarted on the same database;
 * every write it acknowledged (200 with the new id) must be there, with the data sent, after
 * every restart.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonRequest, keepAliveAgent, pool } from './http';
import { BUDGET, ENGINE, LEVEL, SEED } from './level';
import {
  addTenant,
  createProcessDatabase,
  startServerProcess,
  type ProcessDatabase,
  type ServerProcess,
} from './processes';
import { record } from './stats';

interface Acknowledged {
  path: string;
  id: string;
  field: string;
  value: string;
}

const cleanup: (() => Promise<void>)[] = [];

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** Creates until the process dies; returns what it acknowledged. */
async function writer(
  proc: ServerProcess,
  token: string,
  name: string,
  acknowledged: Acknowledged[],
): Promise<void> {
  const agent = keepAliveAgent(1);
  // Employees, roles, and clock-ins of the writer's last employee (a timecard and its event).
  let employee: string | undefined;
  try {
    for (let n = 0; ; n += 1) {
      const value = `${name}-${n}`;
      const kind = n % 3 === 2 ? 'role' : n % 3 === 1 && employee ? 'timecard' : 'employee';
      const { path, field, body } = {
        role: {
          path: '/v1/me/roles',
          field: 'name',
          body: { name: value, permissions: ['REGISTER_ACCESS_SALES_HISTORY'] },
        },
        employee: {
          path: '/v1/me/employees',
          field: 'last_name',
          body: { first_name: 'Kill', last_name: value },
        },
        timecard: {
          path: '/v1/me/timecards',
          field: 'employee_id',
          body: { employee_id: employee },
        },
      }[kind];
      let res: { status: number; body: { id?: string } };
      try {
        res = await jsonRequest<{ id?: string }>(proc.url, 'POST', path, token, body, agent);
      } catch {
        return; // The process is gone: this write was never acknowledged.
      }
      if (res.status !== 200 || typeof res.body.id !== 'string') {
        throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
      }
      acknowledged.push({
        path: `${path}/${res.body.id}`,
        id: res.body.id,
        field,
        value: kind === 'timecard' ? employee! : value,
      });
      // Each employee is clocked in once; the next clock-in is for a new one.
      employee = kind === 'employee' ? res.body.id : kind === 'timecard' ? undefined : employee;
    }
  } finally {
    agent.destroy();
  }
}

/** The acknowledged writes the service cannot show with the data sent. */
async function missing(proc: ServerProcess, token: string, writes: Acknowledged[]) {
  const lost: string[] = [];
  const agent = keepAliveAgent(6);
  await pool(writes.length, 6, async (i) => {
    const write = writes[i]!;
    const res = await jsonRequest<Record<string, unknown>>(
      proc.url,
      'GET',
      write.path,
      token,
      undefined,
      agent,
    );
    if (res.status !== 200 || res.body[write.field] !== write.value) {
      lost.push(`${write.path} (${write.value}): ${res.status} ${res.text.slice(0, 200)}`);
    }
  });
  agent.destroy();
  return lost;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe(`kill -9 under write load (${ENGINE}, ${LEVEL})`, () => {
  it(`loses no acknowledged write over ${BUDGET.killRounds} SIGKILL rounds`, async () => {
    const database: ProcessDatabase = await createProcessDatabase();
    cleanup.push(() => database.drop());
    const tenant = await addTenant(database);
    // Kill after a seeded delay, so a failing run can be repeated.
    const delays = fc.sample(fc.integer({ min: 150, max: 900 }), {
      seed: SEED,
      numRuns: BUDGET.killRounds,
    });
    const acknowledged: Acknowledged[] = [];
    const lostPerRound: string[] = [];
    for (let round = 0; round < BUDGET.killRounds; round += 1) {
      const proc = await startServerProcess(database.env);
      cleanup.push(() => proc.kill9());
      const lost = await missing(proc, tenant.token, acknowledged);
      if (lost.length > 0) lostPerRound.push(`before round ${round + 1}: ${lost.join('\n')}`);
      const before = acknowledged.length;
      const writers = Array.from({ length: BUDGET.killWriters }, (_, w) =>
        writer(proc, tenant.token, `r${round}w${w}`, acknowledged),
      );
      // Some writes acknowledged first, then a kill at a random point of the stream.
      for (let waited = 0; acknowledged.length - before < 20 && waited < 10_000; waited += 20) {
        await sleep(20);
      }
      await sleep(delays[round]!);
      await proc.kill9();
      await Promise.all(writers);
      console.log(
        `kill -9 ${ENGINE} round ${round + 1}: ${acknowledged.length - before} writes acknowledged, then SIGKILL`,
      );
      expect(acknowledged.length - before, 'writes acknowledged before the kill').toBeGreaterThan(
        0,
      );
    }
    const proc = await startServerProcess(database.env);
    cleanup.push(() => proc.stop());
    const lost = await missing(proc, tenant.token, acknowledged);
    if (lost.length > 0) lostPerRound.push(`after the last round: ${lost.join('\n')}`);
    record('kill rounds', BUDGET.killRounds);
    record('acknowledged writes checked', acknowledged.length);
    record('acknowledged writes lost', lost.length);
    expect(lostPerRound, lostPerRound.join('\n\n')).toEqual([]);
  });
});
