import { resolve } from 'node:path';
import { generateResource, regenerateMigration } from './generate';

/**
 * npm run new:resource -- <domain>/<name> [--fields key:kind,...] [--permission module/sub] [--menu group] [--zh] [--root dir]
 *
 * Example: npm run new:resource -- fulfillment/shipping-bill --fields billNo:text,amount:money,billType:enum,billDate:date,warehouseId:relation=co-warehouse
 */
const USAGE = 'usage: npm run new:resource -- <domain>/<name> [--fields key:kind[=arg],...] [--permission module/sub] [--menu group] [--zh]\n'
  + '       npm run new:resource -- <domain>/<name> --migration   (rewrite its migration from the edited definition, before it ran)';

function main(argv: string[]): void {
  const flags: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) positional.push(arg);
    else if (arg === '--zh' || arg === '--migration') flags[arg.slice(2)] = true;
    else flags[arg.slice(2)] = argv[++i] ?? '';
  }
  const [target] = positional;
  const [domain, name, extra] = (target ?? '').split('/');
  if (!domain || !name || extra !== undefined) throw new Error(USAGE);
  const root = resolve(typeof flags.root === 'string' ? flags.root : resolve(__dirname, '..', '..'));
  if (flags.migration === true) {
    console.log(`rewrote ${regenerateMigration(root, domain, name)}`);
    return;
  }
  const generated = generateResource({
    root,
    domain, name,
    fields: typeof flags.fields === 'string' ? flags.fields.split(',').filter(Boolean) : undefined,
    permission: typeof flags.permission === 'string' ? flags.permission : undefined,
    menu: typeof flags.menu === 'string' ? flags.menu : undefined,
    zh: flags.zh === true,
    timestamp: typeof flags.timestamp === 'string' ? Number(flags.timestamp) : undefined,
  });
  console.log(`${generated.definition.name}: wrote\n${generated.files.map((f) => `  ${f}`).join('\n')}`);
  console.log('Next: adjust the definition (labels, rules, sample), `npm run build`, then `npm start` migrates and serves it.');
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
