import { demoCatalogReady } from '../backend/demoCatalog';

const BACKEND = 'http://localhost:7007';

/**
 * Waits until the backend answers too (the web server check only covers the
 * frontend) so the first test does not race the seed, and until the catalog
 * holds the demo organisation's groups, which the dev permission policy
 * judges (guest, María and Sofia moderate as members of agora-moderators).
 */
export default async function globalSetup() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${BACKEND}/api/agora/health`);
      if (res.ok && (await demoCatalogReady(BACKEND))) return;
    } catch {
      // not up yet
    }
    await new Promise(r => setTimeout(r, 1000));
  }
  throw new Error(
    'The Agora backend on :7007 did not come up with the demo catalog',
  );
}
