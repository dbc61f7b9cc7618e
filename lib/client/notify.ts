import { toasterReady } from './toaster-ready';

// sonner is not part of the first load: it comes with the Toaster, after the page is interactive.
const sonner = () => toasterReady.then(() => import('sonner'));

/** Toasts with the spec's durations (site-shell-auth-home §4 and §9): success 2 s, error and info 4 s; login and logout 1 s. */
export const notify = {
  success: (message: string, duration = 2000) =>
    void sonner().then(({ toast }) => toast.success(message, { duration })),
  error: (message: string, duration = 4000) => void sonner().then(({ toast }) => toast.error(message, { duration })),
  info: (message: string) => void sonner().then(({ toast }) => toast.info(message, { duration: 4000 })),
};
