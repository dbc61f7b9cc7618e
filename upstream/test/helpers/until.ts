/**
 * Waits until `check` answers true (a background attempt has finished). Dependency-free, so the
 * browser journeys can start Kannel with the upstream's own helper (kannel.ts).
 */
export async function until(check: () => Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
