export declare const gpsExif: {
  IFD0: { Make: string; Model: string };
  IFD3: Record<string, string>;
};
export declare function phonePhoto(width?: number, height?: number): Promise<Buffer>;
