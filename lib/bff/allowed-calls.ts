import { lookupKinds } from '@/lib/contracts';

interface AllowedCall {
  pattern: RegExp;
  methods: string[];
}

const lookupPaths = Object.keys(lookupKinds).join('|');

/**
 * The upstream calls the browser may make through the website, and nothing else. Calls that change
 * the session (login, logout, profile update) have route handlers of their own.
 */
export const allowedCalls: AllowedCall[] = [
  { pattern: /^\/job-opening(\/[^/]+)?$/, methods: ['GET'] },
  { pattern: new RegExp(`^/(${lookupPaths})$`), methods: ['GET'] },
  { pattern: /^\/testimonial$/, methods: ['GET', 'POST'] },
  { pattern: /^\/user\/profile$/, methods: ['GET'] },
  { pattern: /^\/upload\/resume-(image|video)$/, methods: ['POST'] },
  { pattern: /^\/files\/[^/]+$/, methods: ['GET'] },
  { pattern: /^\/apply-job$/, methods: ['POST'] },
  { pattern: /^\/employer-inquiry\/submit$/, methods: ['POST'] },
  { pattern: /^\/contact$/, methods: ['POST'] },
  { pattern: /^\/auth\/register$/, methods: ['POST'] },
  { pattern: /^\/auth\/forgot-password$/, methods: ['POST'] },
  { pattern: /^\/auth\/reset-password\/[^/]+$/, methods: ['PUT'] },
  { pattern: /^\/auth\/verify-email\/[^/]+\/[^/]+$/, methods: ['PUT'] },
];

export function findAllowedCall(path: string, method: string) {
  return allowedCalls.find((call) => call.pattern.test(path) && call.methods.includes(method));
}
