/** Ends a command-line run with a plain message instead of a stack trace for expected refusals. */
export function exitWithMessage(err: unknown): never {
  console.error(`\n${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
