type Env = Record<string, string | undefined>;

/** The processes the shared-mode rule knows. */
export type SharedProcess = 'website' | 'upstream';

export declare const websiteSecretNames: readonly string[];
export declare const upstreamSecretNames: readonly string[];
export declare function sharedModeReason(env: Env): string | undefined;
export declare function missingSecrets(env: Env, names: readonly string[]): string[];
export declare function sharedModeErrors(env: Env, processes: readonly SharedProcess[]): string[];
