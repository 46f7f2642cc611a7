import type { Plugin } from 'vite';

/**
 * antd modules that import another component for an option this app never sets, and so put
 * it on every page that uses them: the form label's `tooltip` (Tooltip and its popup machinery,
 * about 10 kB gzip on /login), the card's `tabList` (Tabs, 11 kB gzip on /dashboard) and
 * typography's `editable` (its TextArea).
 * For those importers only, the component becomes a lazy one: its own chunk, fetched the first
 * time such an option is rendered, its children (the label's icon) shown meanwhile. Every other
 * importer gets the component itself. A path that stops matching (an antd upgrade) only costs
 * the kilobytes back, which scripts/bundle-size.mjs --check reports.
 */
export const LAZY_PARTS = [
  { importer: 'antd/es/form/FormItemLabel.js', source: '../tooltip', component: 'antd/es/tooltip' },
  { importer: 'antd/es/card/Card.js', source: '../tabs', component: 'antd/es/tabs' },
  { importer: 'antd/es/typography/Base/index.js', source: '../Editable', component: 'antd/es/typography/Editable' },
] as const;

/** Whether a module id is that file of node_modules. */
const isFile = (id: string, file: string) => id.replace(/\\/g, '/').endsWith(`/node_modules/${file}`);

const PREFIX = '\0lazy-antd:';

/** The module that stands in for `component`: the same props (ref included, React 19), loaded on first render. */
export function lazyPartModule(component: string): string {
  return [
    "import { createElement, lazy, Suspense } from 'react';",
    `const Part = lazy(() => import(${JSON.stringify(component)}));`,
    'export default function LazyPart(props) {',
    '  return createElement(Suspense, { fallback: props.children ?? null }, createElement(Part, props));',
    '}',
  ].join('\n');
}

export function lazyAntdParts(): Plugin {
  return {
    name: 'lazy-antd-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const part = importer && LAZY_PARTS.find((p) => p.source === source && isFile(importer, p.importer));
      return part ? PREFIX + part.component : null;
    },
    load(id) {
      return id.startsWith(PREFIX) ? lazyPartModule(id.slice(PREFIX.length)) : null;
    },
  };
}
