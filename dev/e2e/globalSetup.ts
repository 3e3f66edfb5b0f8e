/**
 * Waits until the backend answers too (the web server check only covers the
 * frontend) so the first test does not race the seed.
 */
export default async function globalSetup() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch('http://localhost:7007/api/agora/health');
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise(r => setTimeout(r, 1000));
  }
  throw new Error('The Agora backend did not come up on :7007');
}
