/** An error answer of the website's API: its status, message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    /** What the server asks the caller to do next (a fresh second factor), when it names it. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The server's message for a failed call, or `fallback` when it gave none (or the call never got an answer). */
export function errorMessage(err: unknown, fallback: string) {
  return err instanceof ApiError && err.message ? err.message : fallback;
}

/**
 * Calls the website's own API (`/api/...`) from a client island. JSON in, JSON out; a FormData
 * body is sent as multipart. Throws ApiError with the server's message on any non-2xx answer.
 */
export async function apiFetch<T = unknown>(
  path: string,
  init: { method?: string; json?: unknown; form?: FormData } = {},
): Promise<T> {
  const res = await fetch(`/api${path}`, {
    method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
    headers: init.json !== undefined ? { 'content-type': 'application/json' } : undefined,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
    credentials: 'same-origin',
  });
  const body = res.status === 204 ? {} : await res.json().catch(() => ({}));
  if (!res.ok) {
    // The spec's rule (site-shell-auth-home §4 "Session"): a session the server ended (a 401 after
    // its retry, or the idle rule) is cleared and the tab goes home. A failed login is no such thing.
    if (res.headers.has('x-session-ended') && typeof window !== 'undefined') {
      window.dispatchEvent(new CustomEvent('session-expired'));
    }
    throw new ApiError(res.status, body.message ?? '', body.errors ?? {}, body.code);
  }
  return body as T;
}
