/** Reads `--name value` pairs from the command line. */
export function readArgs(argv: string[] = process.argv.slice(2)): Record<string, string> {
  const args: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2);
    if (inline !== undefined) args[key!] = inline;
    else if (argv[i + 1] && !argv[i + 1]!.startsWith('--')) args[key!] = argv[++i]!;
    else args[key!] = 'true';
  }
  return args;
}
