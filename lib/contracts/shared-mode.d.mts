type Env = Record<string, string | undefined>;

export declare const websiteSecretNames: readonly string[];
export declare const upstreamSecretNames: readonly string[];
export declare function sharedModeReason(env: Env): string | undefined;
export declare function missingSecrets(env: Env, names: readonly string[]): string[];
export declare function sharedSecretsError(env: Env, names: readonly string[]): string | undefined;
