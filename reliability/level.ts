/**
 * How much the suite does. `npm test` runs the bounded level (a couple of minutes for both engines
 * on 2 cores); `npm run test:reliability` runs the full level. RELIABILITY_SEED fixes the seed of
 * the generated requests (the bounded level uses a fixed one unless told otherwise).
 */
import { testEngine } from '../server/testing/harness';

export type Level = 'bounded' | 'full';

function readLevel(): Level {
  const level = process.env.RELIABILITY_LEVEL ?? 'bounded';
  if (level !== 'bounded' && level !== 'full') {
    throw new Error(`RELIABILITY_LEVEL must be "bounded" or "full", got "${level}"`);
  }
  return level;
}

function readSeed(level: Level): number {
  const text = process.env.RELIABILITY_SEED;
  if (text === undefined || text === '') {
    return level === 'bounded' ? 20_261_123 : Math.floor(Math.random() * 2 ** 31);
  }
  if (!/^-?\d+$/.test(text)) throw new Error(`RELIABILITY_SEED must be an integer, got "${text}"`);
  return Number(text) | 0;
}

export const LEVEL: Level = readLevel();
export const SEED: number = readSeed(LEVEL);
export const ENGINE = testEngine();

interface Budget {
  /** Generated requests per engine. */
  fuzzRequests: number;
  /** Parallel connections sending them. */
  fuzzConcurrency: number;
  /** kill -9 rounds per engine. */
  killRounds: number;
  /** Writers sending creates during each round. */
  killWriters: number;
  /** Employees whose clock-ins race (one race each). */
  clockInRaces: number;
  /** Concurrent clock-ins per race. */
  clockInsPerRace: number;
}

const BUDGETS: Record<Level, Budget> = {
  bounded: {
    fuzzRequests: 700,
    fuzzConcurrency: 6,
    killRounds: 1,
    killWriters: 4,
    clockInRaces: 3,
    clockInsPerRace: 16,
  },
  full: {
    fuzzRequests: 12_000,
    fuzzConcurrency: 8,
    killRounds: 10,
    killWriters: 8,
    clockInRaces: 20,
    clockInsPerRace: 24,
  },
};

export const BUDGET: Budget = BUDGETS[LEVEL];
