/**
 * Watches the upstream's liveness (GET /api/health every couple of seconds) so the edge can tell a
 * page that failed because the upstream is down (503, try again soon) from a real fault (500).
 */
export function watchUpstream(baseUrl: string, everyMs = 2000) {
  let up = true;
  const probe = async () => {
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(1500) });
      up = res.ok;
    } catch {
      up = false;
    }
  };
  void probe();
  const timer = setInterval(() => void probe(), everyMs);
  timer.unref();
  return { isUp: () => up, stop: () => clearInterval(timer) };
}
