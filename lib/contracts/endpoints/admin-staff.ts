/** Every back-office call: staff only, forwarded by the website with the session's token. */
export const staffOnly = {
  access: ['Admin'],
  forbiddenMessage: 'This area is for agency staff only.',
  browser: 'forward',
} as const;
