/**
 * The deposits module's public entry: the server process starts its settlement job; Today shows
 * when the next deposit is expected.
 */
export { startSettlementJob } from './settlement-job';
export { expectedArrivalDate } from './deposits.service';
