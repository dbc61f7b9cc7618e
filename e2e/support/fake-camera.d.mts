export declare const defaultFakeCameraFile: string;
export declare function writeFakeCamera(
  file?: string,
  options?: { width?: number; height?: number; fps?: number; frames?: number },
): string;
