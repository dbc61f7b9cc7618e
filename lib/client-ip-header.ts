/** Set by the edge (server/web-server.ts) on every request, whatever the client sent; lib/bff/client-ip.ts reads it. */
export const clientIpHeader = 'x-bg-client-ip';
