/** Resolves after `ms` milliseconds; the simulated services use it for their latency. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
