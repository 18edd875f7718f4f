/**
 * In a benchmark server child: records a CPU profile between the parent's `profile-start` and
 * `profile-stop` messages and sends it back, so start-up and warm-up stay out of it; answers
 * `memory` with its V8 heap figures. Plain JavaScript, so the built service (`node
 * build/server/main.js`, no TypeScript loader) can preload it (`./built-service.mjs`).
 */
import { Session } from 'node:inspector/promises';

export function answerProfileRequests() {
  /** @type {Session | undefined} */
  let session;
  process.on('message', (message) => {
    void (async () => {
      if (message === 'memory') {
        process.send?.({ memory: process.memoryUsage() });
      } else if (message === 'profile-start') {
        session = new Session();
        session.connect();
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 200 });
        await session.post('Profiler.start');
        process.send?.({ profiling: true });
      } else if (message === 'profile-stop' && session) {
        const { profile } = await session.post('Profiler.stop');
        session.disconnect();
        session = undefined;
        process.send?.({ profile });
      }
    })();
  });
}
