/**
 * In a benchmark server child: records a CPU profile between the parent's `profile-start` and
 * `profile-stop` messages and sends it back, so start-up and warm-up stay out of it; answers
 * `memory` with its V8 heap figures.
 */
import { Session } from 'node:inspector/promises';

export function answerProfileRequests(): void {
  let session: Session | undefined;
  process.on('message', (message: unknown) => {
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
