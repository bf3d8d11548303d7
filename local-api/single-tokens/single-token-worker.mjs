// Entry of the single-token writer's thread. The thread runs the TypeScript sources as the API does:
// tsx's loader is registered here, since a parent under vitest brings no loader of its own (under
// `tsx`, the parent's `--import` also reaches the thread, and a second registration does no harm).
import { register } from 'tsx/esm/api';

register();
await import('./single-token-worker.ts');
