/** At most this many toasts are visible; the rest wait in a queue (SPEC.md "Toasts"). */
export const toastLimit = 3;

/** Milliseconds before a toast closes by itself (SPEC.md "Toasts"). */
export const toastAutoClose = 4000;
