/**
 * Resolves in a task of its own: what waits on the page (input, a paint, another answer) runs before
 * the next step of a long piece of work. One place for it, so every step of the editor's long work
 * (matching 10,000 files, handing them to the worker, writing a draft's parts, the save after a pick)
 * yields the same way.
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
