/**
 * The browser build's stand-in for `resize-observer-polyfill` (vite.config.ts aliases it), which
 * antd's inputs, menus and popups import: that package hands out the browser's own
 * ResizeObserver whenever there is one, as in every browser the build targets, but ships its
 * 3 kB gzip fallback on /login all the same.
 */
export default globalThis.ResizeObserver;
