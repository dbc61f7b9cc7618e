export declare const buildInputs: { folders: string[]; files: string[] };
export declare function computeBuildId(
  root?: string,
  env?: Record<string, string | undefined>,
  inputs?: { folders: string[]; files: string[] },
): string;
