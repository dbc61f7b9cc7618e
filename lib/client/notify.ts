import { toast } from 'sonner';

/** Toasts with the spec's durations: success 2 s, error and info 4 s; login and logout 1 s. */
export const notify = {
  success: (message: string, duration = 2000) => toast.success(message, { duration }),
  error: (message: string, duration = 4000) => toast.error(message, { duration }),
  info: (message: string) => toast.info(message, { duration: 4000 }),
};
