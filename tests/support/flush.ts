/**
 * Lets what is already queued run: promise continuations and zero-delay timers (a fake API answers on
 * a later tick, a MobX reaction reads the cache's answer on the next). `rounds` turns of the event loop.
 */
export async function flush(rounds = 6): Promise<void> {
  for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
