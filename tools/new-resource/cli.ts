import { resolve } from 'node:path';
import { generateResource, regenerateMigration } from './generate';

/**
 * npm run new:resource -- <domain>/<name> [--fields ...] [--child name=fields]... [--zh 中文] [--permission module/sub] [--menu group]
 *
 * Example (field-spec.ts has the whole syntax):
 *   npm run new:resource -- finance/shipping-bill --zh 物流账单 \
 *     --fields "billNo/账单号:text:required:unique:max=32,amount/金额:money:required:min=0,status/状态:enum=OPEN/未结|PAID/已付,notes/备注:longtext,warehouseId/仓库:relation=co-warehouse" \
 *     --child "shipping-bill-line/账单明细=code/费用代码:text:required:max=32,quantity/数量:integer:required:min=1,unitPrice/单价:money:required"
 */
const USAGE = `usage: npm run new:resource -- <domain>/<name> [options]
  --fields "key[/中文]:kind[=arg][:flag...],..."  kinds: text longtext email phone integer decimal money enum boolean date
                        datetime relation json file; enum=A|B or enum=Draft/草稿|Active/生效 or enum=activeInactive;
                        relation=<resource>; flags: required unique list filter[=op] sort index copyable searchable
                        createonly max= min= scale= default=
  --child "name[/中文]=fields"   an inline child table (repeatable): its own resource, edited in this one's form
  --zh 中文              the resource's Chinese label (labels without one read '待翻译：<English>')
  --permission module/sub   the sub-role (default: the one named like the resource)
  --menu group           the menu group (default: the domain's, or the permission module's)
  npm run new:resource -- <domain>/<name> --migration   (rewrite its migration from the edited definition, before it ran)`;

function main(argv: string[]): void {
  const flags: Record<string, string | true> = {};
  const children: string[] = [];
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) positional.push(arg);
    else if (arg === '--migration') flags.migration = true;
    else if (arg === '--child') children.push(argv[++i] ?? '');
    // `--zh` alone (its old form): placeholders, as without it
    else if (arg === '--zh' && (argv[i + 1] === undefined || argv[i + 1].startsWith('--'))) flags.zh = true;
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
  const text = (key: string) => (typeof flags[key] === 'string' ? (flags[key] as string) : undefined);
  const generated = generateResource({
    root, domain, name, children,
    fields: text('fields'),
    permission: text('permission'),
    menu: text('menu'),
    zh: text('zh'),
    timestamp: text('timestamp') !== undefined ? Number(text('timestamp')) : undefined,
  });
  const names = [generated.definition, ...generated.children].map((d) => d.name).join(', ');
  console.log(`${names}: wrote\n${generated.files.map((f) => `  ${f}`).join('\n')}`);
  for (const note of generated.notes) console.log(`note: ${note}`);
  if (generated.untranslated) console.log(`Chinese to write: ${generated.untranslated} label(s) read '待翻译：…' (grep -rn 待翻译 resources/${domain}/).`);
  console.log('Next: read the definition (what a record is, rules, the sample), `npm run build`, then `npm start` migrates and serves it.');
}

try {
  main(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
