import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * A script's --options, read by node:util's parseArgs: `--help` lists them with their defaults, and an
 * option it does not know (or one without its value) is said in one line with that list, exit 2.
 */
export function readOptions(options) {
  const script = path.basename(process.argv[1] ?? 'script');
  // A default from the environment may be an address with a password: that part is not shown.
  const shown = (value) => String(value ?? '…').replace(/\/\/[^/\s]*@/, '//…@');
  const usage = `usage: ${script} ${Object.entries(options)
    .map(([name, o]) => (o.type === 'boolean' ? `[--${name}]` : `[--${name} ${shown(o.default)}]`))
    .join(' ')}`;
  let values;
  try {
    ({ values } = parseArgs({ options: { ...options, help: { type: 'boolean', default: false } } }));
  } catch (err) {
    console.error(`${err.message}\n${usage}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  delete values.help;
  return values;
}
