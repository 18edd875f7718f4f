/** The Team module's public entry: what the composition root hands its routes. */
export type { TeamAuth } from './team-auth';
