/**
 * After a new version is deployed, a tab still running the old one may ask for a screen's chunk
 * that no longer exists. Vite reports it as 'vite:preloadError'; reloading fetches the new version.
 * Reload at most once a minute, so a chunk that is really missing cannot cause a reload loop.
 */
const RELOADED_AT_KEY = 'stale_chunk_reload_at';

export function recoverFromStaleChunks() {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && Date.now() - last < 60_000) return;
    event.preventDefault();
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    window.location.reload();
  });
}
