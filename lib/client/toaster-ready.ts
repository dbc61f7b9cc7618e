let markReady: () => void;

/**
 * Resolves once the site's Toaster is mounted. sonner's Toaster shows only toasts sent after it
 * subscribed, and it is loaded after the page (off the first load), so toasts wait for it.
 */
export const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export const setToasterReady = () => markReady();
