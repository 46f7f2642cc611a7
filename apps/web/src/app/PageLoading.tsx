import styles from './page-loading.module.css';

/** The first-paint fallback while a screen's chunk loads: CSS only, so it costs the entry nothing. */
export function PageLoading() {
  return <div className={styles.spinner} role="progressbar" aria-busy="true" />;
}
