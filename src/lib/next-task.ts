/**
 * Resolves in a task of its own: what follows runs after the browser has had its turn (input,
 * rendering), not in the task that is running now (TBT).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
