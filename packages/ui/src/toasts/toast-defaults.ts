/** At most this many toasts are visible; the rest wait in a queue (docs/product/errors-and-messages.md "Toasts"). */
export const toastLimit = 3;

/** Milliseconds before a toast closes by itself (docs/product/errors-and-messages.md "Toasts"). */
export const toastAutoClose = 4000;
