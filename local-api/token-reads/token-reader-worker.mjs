// Entry of the token reader's thread: registers tsx's loader, as the single-token writer's entry does.
import { register } from 'tsx/esm/api';

register();
await import('./token-reader-worker.ts');
