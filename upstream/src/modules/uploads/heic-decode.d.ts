// heic-decode ships no types: the part of its API the image pipeline uses.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface DecodeHeic {
    (input: { buffer: Uint8Array }): Promise<DecodedImage>;
    /** Every image in the file, each decoded only when asked; `dispose` frees them all. */
    all(input: { buffer: Uint8Array }): Promise<HeifImage[] & { dispose(): void }>;
  }
  const decode: DecodeHeic;
  export default decode;
}
