/**
 * The compiled service and its commands as real processes (issue 9 §1 defects 4, 7, 8 and §2:
 * config validation, graceful SIGTERM under load, online backup under write load: `npm run
 * backup` on SQLite, pg_dump/pg_restore on PostgreSQL), on the engine under test.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPgBinDir } from '../scripts/pg-cluster';
import { openDatabase } from './db';
import { createTestDatabase, testEngine, type TestDatabase } from './testing/harness';
import {
  databaseEnv,
  ensureServerBuild,
  runCommand,
  startServiceProcess,
  type CommandResult,
  type ServiceProcess,
} from './testing/processes';

const engine = testEngine();

const ONBOARD = [
  '--name',
  'Harbor Tea',
  '--country',
  'US',
  '--currency',
  'USD',
  '--location',
  'Harbor Tea Pier 3',
  '--timezone',
  'America/Los_Angeles',
  '--approved',
];

/** Runs a PostgreSQL client tool; resolves with its exit code and stderr. */
function runTool(binary: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** One HTTP request on `agent`; resolves with the status, rejects on a network failure. */
function send(
  agent: Agent,
  url: string,
  options: { method?: string; token: string; body?: unknown },
): Promise<{ status: number; body: string }> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        agent,
        headers: {
          authorization: `Bearer ${options.token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe(`the compiled service as processes (${engine})`, () => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let token: string;
  let onboarded: CommandResult;
  const running: ServiceProcess[] = [];

  const start = async (name: 'main' | 'start', extra: Record<string, string> = {}) => {
    const service = await startServiceProcess(name, { ...env, ...extra });
    running.push(service);
    return service;
  };
  const tempDirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    tempDirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    await ensureServerBuild();
    database = await createTestDatabase();
    env = databaseEnv(database);
    const migrated = await runCommand('migrate', [], env);
    expect(migrated.code, migrated.stderr).toBe(0);
    onboarded = await runCommand('merchant', ONBOARD, env);
    token = /Access token \(shown once\): (\S+)/.exec(onboarded.stdout)?.[1] ?? '';
  }, 120_000);
  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop()));
    await database.drop();
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('defect 7: npm run merchant onboards a merchant and prints its first working token', async () => {
    expect(onboarded.code, onboarded.stderr).toBe(0);
    expect(onboarded.stdout).toMatch(/^Merchant: {2}\S+ {2}Harbor Tea$/m);
    expect(token).toMatch(/^EAAA/);
    const service = await start('main');
    const agent = new Agent();
    const locations = await send(agent, `${service.url}/v2/locations`, { token });
    expect(locations.status).toBe(200);
    expect(locations.body).toContain('Harbor Tea Pier 3');
    const employees = await send(agent, `${service.url}/v1/me/employees`, { token });
    expect(employees.status).toBe(200);

    const bad = await runCommand('merchant', ['--name', 'X', '--country', 'USA'], env);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/Missing --currency/);
  });

  it('npm run merchant --owner-email creates the owner and prints a one-time link that signs them in (no token link)', async () => {
    const service = await start('main');
    const owner = ['--owner-email', 'Owner@Kettle.example', '--owner-name', 'Alex Rivera'];
    const kettle = [
      ...['--name', 'Kettle Corner', '--country', 'US', '--currency', 'USD'],
      ...['--location', 'Kettle Corner Main', '--timezone', 'America/New_York'],
    ];
    // The link carries the address people use: PUBLIC_URL (here the running service).
    const res = await runCommand('merchant', [...kettle, ...owner, '--sign-in'], {
      ...env,
      PUBLIC_URL: service.url,
    });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/^Owner: {5}\S+ {2}Alex Rivera <owner@kettle\.example>$/m);
    expect(res.stdout).not.toMatch(/#token=/);
    expect(res.stdout).toMatch(/npm run reset-link -- --email owner@kettle\.example/);
    const link = /(http\S+\/api\/auth\/magic-link\/verify\?token=\S+)/.exec(res.stdout)?.[1];
    expect(link?.startsWith(`${service.url}/`)).toBe(true);

    const opened = await fetch(link!, { redirect: 'manual' });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toMatch(/\/welcome$/);
    const cookie = /ledgerline\.session_token=[^;]+/.exec(
      opened.headers.get('set-cookie') ?? '',
    )?.[0];
    expect(cookie).toBeDefined();
    const me = await fetch(`${service.url}/app/me`, { headers: { cookie: cookie! } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      kind: 'session',
      person: { is_owner: true, email: 'owner@kettle.example', name: 'Alex Rivera' },
      merchant: { business_name: 'Kettle Corner' },
    });
    // One use.
    const again = await fetch(link!, { redirect: 'manual' });
    expect(again.headers.get('location')).toMatch(/error=INVALID_TOKEN/);

    // A person belongs to one merchant: the same owner again is refused, and nothing is created.
    const merchantsBefore = (await runCommand('token', ['--list'], env)).stdout;
    const twice = await runCommand('merchant', [...kettle, ...owner], env);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toMatch(/--owner-email: someone already signs in with owner@kettle/);
    expect((await runCommand('token', ['--list'], env)).stdout).toBe(merchantsBefore);
  }, 60_000);

  it('npm run merchant names the owner option at fault, and --sign-in needs an owner', async () => {
    const base = [...ONBOARD.slice(0, -1)];
    const cases: [string[], RegExp][] = [
      [['--owner-email', 'not-an-address', '--owner-name', 'A'], /--owner-email must be an email/],
      [['--owner-email', 'a@b.example'], /--owner-name is required with --owner-email/],
      [['--owner-email', 'a@b.example', '--owner-name', '  '], /--owner-name is required/],
      [['--owner-name', 'A'], /--owner-name needs --owner-email/],
      [['--sign-in'], /--sign-in prints the owner's sign-in link: give --owner-email/],
    ];
    for (const [args, message] of cases) {
      const res = await runCommand('merchant', [...base, ...args], env);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toMatch(message);
      expect(res.stdout).toBe('');
    }
    const help = await runCommand('merchant', ['--help'], env);
    expect(help.stdout).toMatch(/--owner-email <email>/);
    expect(help.stdout).toMatch(/npm run reset-link -- --email/);
  }, 60_000);

  describe('defect 8: the token command', () => {
    it('answers --help with the usage and exit 0', async () => {
      const help = await runCommand('token', ['--help'], env);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^usage: npm run token/);
      expect(help.stderr).toBe('');
    });

    it('refuses an unknown token id with a clear message and exit 1', async () => {
      const res = await runCommand('token', ['--revoke', 'no-such-id'], env);
      expect(res.code).toBe(1);
      expect(res.stderr).toMatch(/No token no-such-id: nothing revoked/);
      expect(res.stdout).not.toMatch(/Revoked/);
    });

    it('no longer prints web sign-in links: --sign-in is refused with where to go instead', async () => {
      const res = await runCommand('token', ['--list', '--sign-in'], env);
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/--sign-in is gone: tokens no longer sign in to the web app/);
      expect(res.stdout).toBe('');
      const help = await runCommand('token', ['--help'], env);
      expect(help.stdout).not.toMatch(/--sign-in/);
    });

    it('refuses an unknown flag with a clear message and exit 2, no stack trace', async () => {
      const res = await runCommand('token', ['--frobnicate'], env);
      expect(res.code).toBe(2);
      expect(res.stderr).toMatch(/Unknown option '--frobnicate'/);
      expect(res.stderr).not.toMatch(/\n\s+at /);
    });
  });

  it('validates the configuration at start, naming the variable (exit 2)', async () => {
    const res = await runCommand('main', [], { ...env, PORT: '70000', LOG_LEVEL: 'loud' });
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/PORT must be a whole number from 0 to 65535 \(got "70000"\)/);
    expect(res.stderr).toMatch(/LOG_LEVEL must be one of/);
  });

  it('defect 4: a second instance signs nobody out, and start prints a one-time sign-in link (never a token) only for the embedded demo', async () => {
    // SQLite: an empty file, where `start` creates the embedded demo. PostgreSQL: the shared one.
    const demo: Record<string, string> =
      engine === 'sqlite' ? { DB_PATH: join(tempDir('ledgerline-demo-'), 'demo.sqlite') } : {};
    const a = await start('start', demo);
    const b = await start('start', demo);
    const agent = new Agent();
    for (const s of [a, b]) {
      expect(s.output().stdout).not.toMatch(/EAAA|#token=/);
    }
    const links = [a, b].map(
      (s) => /(http\S+\/api\/auth\/magic-link\/verify\?token=\S+)/.exec(s.output().stdout)?.[1],
    );
    if (engine === 'postgres') {
      // A shared database: no demo, no link printed, nothing issued or revoked; the onboarded
      // merchant's token works on both instances after both started.
      expect(links).toEqual([undefined, undefined]);
      expect(a.output().stdout).toMatch(/Onboard a merchant with `npm run merchant/);
      for (const s of [a, b]) {
        expect((await send(agent, `${s.url}/v2/merchants/me`, { token })).status).toBe(200);
      }
    } else {
      // The embedded demo: each start prints a working one-time link for the owner, and a later
      // start ends no earlier one; each works once.
      expect(links.every((l) => l !== undefined)).toBe(true);
      for (const link of links) {
        const opened = await fetch(link!, { redirect: 'manual' });
        expect(opened.status).toBe(302);
        expect(opened.headers.get('location')).toMatch(/\/welcome$/);
        const cookie = /ledgerline\.session_token=[^;]+/.exec(
          opened.headers.get('set-cookie') ?? '',
        )?.[0];
        expect(cookie).toBeDefined();
        const me = await fetch(`${a.url}/app/me`, { headers: { cookie: cookie! } });
        expect(me.status).toBe(200);
        expect(await me.json()).toMatchObject({ kind: 'session', person: { is_owner: true } });
        const again = await fetch(link!, { redirect: 'manual' });
        expect(again.headers.get('location')).toMatch(/error=INVALID_TOKEN/);
      }
    }
    expect(await a.stop()).toBe(0);
    expect(await b.stop()).toBe(0);
    // Two demo seeds (and the demo people's password hashing) on a loaded machine.
  }, 90_000);

  it('SIGTERM under load: every request in flight is answered, then exit 0', async () => {
    const service = await start('main');
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    let signalled = false;
    let beforeSignal = 0;
    let answered = 0;
    let refusedAfter = 0;
    const failures: string[] = [];
    const worker = async (n: number) => {
      for (let i = 0; ; i++) {
        const startedBefore = !signalled;
        if (startedBefore) beforeSignal++;
        try {
          const res =
            i % 2 === 0
              ? await send(agent, `${service.url}/v1/me/employees`, {
                  method: 'POST',
                  token,
                  body: { first_name: `W${n}`, last_name: `R${i}` },
                })
              : await send(agent, `${service.url}/v1/me/employees?limit=50`, { token });
          if (res.status >= 300) failures.push(`status ${res.status}: ${res.body}`);
          else answered++;
        } catch (error) {
          const code = (error as { code?: string }).code ?? String(error);
          // After the signal a new connection may be refused; that request was never accepted.
          if (!startedBefore && code === 'ECONNREFUSED') refusedAfter++;
          else failures.push(`${startedBefore ? 'in flight' : 'after'}: ${code}`);
        }
        if (signalled && !startedBefore) return;
      }
    };
    const workers = Array.from({ length: 16 }, (_, n) => worker(n));
    while (answered < 200) await new Promise((r) => setTimeout(r, 10));
    signalled = true;
    service.child.kill('SIGTERM');
    await Promise.all(workers);
    agent.destroy();
    expect(await service.exited).toBe(0);
    expect(failures).toEqual([]);
    expect(beforeSignal).toBeGreaterThan(200);
    expect(answered + refusedAfter).toBeGreaterThanOrEqual(beforeSignal);
  }, 60_000);

  /**
   * The documented backup: `npm run backup` on SQLite; on PostgreSQL `pg_dump --format=custom`,
   * restored with `pg_restore --no-owner` into a new database (docs/deploy.md §8).
   */
  async function takeBackup(dir: string): Promise<{ code: number | null; output: string }> {
    if (engine === 'sqlite') {
      const res = await runCommand('backup', ['--to', join(dir, 'backup.sqlite')], env);
      expect(res.stdout).toMatch(/integrity ok/);
      return { code: res.code, output: res.stderr };
    }
    const dump = await runTool(join(findPgBinDir(), 'pg_dump'), [
      '--format=custom',
      `--file=${join(dir, 'backup.dump')}`,
      env.DATABASE_URL ?? '',
    ]);
    return { code: dump.code, output: dump.stderr };
  }

  async function restoreBackup(dir: string, into: TestDatabase): Promise<void> {
    if (engine === 'sqlite') {
      copyFileSync(join(dir, 'backup.sqlite'), into.sqlitePath);
      return;
    }
    const restored = await runTool(join(findPgBinDir(), 'pg_restore'), [
      '--no-owner',
      `--dbname=${into.databaseUrl ?? ''}`,
      join(dir, 'backup.dump'),
    ]);
    expect(restored.code, restored.stderr).toBe(0);
  }

  it('backup under write load: the restored copy holds every write acknowledged before it', async () => {
    const service = await start('main');
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const acknowledged: string[] = [];
    let stop = false;
    const writer = async (n: number) => {
      for (let i = 0; !stop; i++) {
        const res = await send(agent, `${service.url}/v1/me/employees`, {
          method: 'POST',
          token,
          body: { first_name: `B${n}`, last_name: `K${i}` },
        });
        expect(res.status).toBeLessThan(300);
        acknowledged.push((JSON.parse(res.body) as { id: string }).id);
      }
    };
    const writers = Array.from({ length: 8 }, (_, n) => writer(n));
    while (acknowledged.length < 100) await new Promise((r) => setTimeout(r, 10));
    const dir = tempDir('ledgerline-backup-');
    // Every write acknowledged so far (this runs synchronously before the backup starts).
    const ackedBefore = [...acknowledged];
    const backup = await takeBackup(dir);
    const writtenDuring = acknowledged.length - ackedBefore.length;
    stop = true;
    await Promise.all(writers);
    agent.destroy();
    expect(backup.code, backup.output).toBe(0);
    expect(writtenDuring).toBeGreaterThan(0);

    // Restore into a new database, served by a new instance.
    const target = await createTestDatabase();
    try {
      await restoreBackup(dir, target);
      const restored = await start('main', databaseEnv(target));
      const res = await send(new Agent(), `${restored.url}/v2/merchants/me`, { token });
      expect(res.status).toBe(200);
      expect(await restored.stop()).toBe(0);
      const copy = openDatabase({
        databaseUrl: target.databaseUrl,
        sqlitePath: target.sqlitePath,
      });
      try {
        const rows = await copy.db.selectFrom('employees').select('id').execute();
        const ids = new Set(rows.map((r) => r.id));
        expect(ackedBefore.length).toBeGreaterThanOrEqual(100);
        expect(ackedBefore.filter((id) => !ids.has(id))).toEqual([]);
      } finally {
        await copy.close();
      }
    } finally {
      await target.drop();
    }
  }, 60_000);
});
