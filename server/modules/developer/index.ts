/** The developer module's public entry: nothing; app.ts mounts its routes. */
export {};
