/** The deposits module's public entry: the server process starts its settlement job. */
export { startSettlementJob } from './settlement-job';
