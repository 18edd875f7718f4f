/**
 * The deposits module's public entry: the server process starts its settlement job; Today shows
 * when the next deposit is expected and which failed ones are not sent again yet.
 */
export { startSettlementJob } from './settlement-job';
export { expectedArrivalDate } from './deposits.service';
export { notResent } from './settle';
