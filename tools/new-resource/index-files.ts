/**
 * The index lines `npm run new:resource` adds. Domain indexes keep one shape (imports, an
 * `export { ... }` of the resources, a default export whose `resources: [...]` or array lists
 * them), so a line is added by text, and a domain folder that does not exist yet is created.
 */

function insertImport(text: string, line: string): string {
  const imports = [...text.matchAll(/^import .*;$/gm)];
  const last = imports[imports.length - 1];
  if (!last) return `${line}\n${text}`;
  const at = last.index! + last[0].length;
  return `${text.slice(0, at)}\n${line}${text.slice(at)}`;
}

/** Adds `name` (imported from `from`) to a domain index of resources or migrations. */
export function addToIndex(text: string, name: string, from: string, kind: 'resources' | 'migrations'): string {
  let out = insertImport(text, `import { ${name} } from '${from}';`);
  if (kind === 'resources') {
    out = out.replace(/^export \{([^}]*)\};$/m, (_, names: string) => `export { ${[...names.split(',').map((n) => n.trim()).filter(Boolean), name].join(', ')} };`);
    out = out.replace(/resources: \[([^\]]*)\]/, (_, names: string) => `resources: [${[...names.split(',').map((n) => n.trim()).filter(Boolean), name].join(', ')}]`);
  } else {
    out = out.replace(/export default \[\n?([\s\S]*?)\];/, (_, body: string) => `export default [\n${body}  ${name},\n];`);
  }
  const listed = kind === 'resources' ? new RegExp(`resources: \\[[^\\]]*\\b${name}\\]`).test(out) : out.includes(`  ${name},\n];`);
  // Not the shape this tool writes: say so rather than leave a half-edited index.
  if (!listed) throw new Error(`could not add ${name} to the index: add it by hand`);
  return out;
}

export function newDomainIndex(domain: string): string {
  return `import type { DomainIndex } from '@console/metadata';

export {};

/** The ${domain} domain's resources and pages (resources/index.ts concatenates the domains). */
export default {
  resources: [],
  pages: [],
} satisfies DomainIndex;
`;
}

export function newMigrationIndex(domain: string): string {
  return `/** The ${domain} domain's migrations. Order does not matter here: migrations/index.ts sorts all by timestamp. */
export default [
];
`;
}

/** Adds a new domain folder to resources/index.ts or migrations/index.ts. */
export function addDomainLine(text: string, domain: string, kind: 'resources' | 'migrations'): string {
  const id = domain.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  let out = insertImport(text, `import ${id} from './${domain}';`);
  if (kind === 'resources') {
    out = out.replace(/const DOMAINS: DomainIndex\[\] = \[([^\]]*)\]/, (_, names: string) => `const DOMAINS: DomainIndex[] = [${names}, ${id}]`);
    out = out.replace(/(export \* from '[^']+';\n)(?![\s\S]*export \* from)/, `$1export * from './${domain}';\n`);
  } else {
    out = out.replace(/orderMigrations\(\[([^\]]*)\]\)/, (_, names: string) => `orderMigrations([${names}, ${id}])`);
  }
  return out;
}
