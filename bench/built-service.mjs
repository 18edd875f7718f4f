/**
 * Preloaded (`--import`) into the built service (`node build/server/main.js`) the benchmark
 * measures: answers the parent's memory and profile requests over IPC. The service itself is
 * the production entry, unchanged; the parent finds it ready through `/healthz`.
 */
import { answerProfileRequests } from './profiler.mjs';

answerProfileRequests();
