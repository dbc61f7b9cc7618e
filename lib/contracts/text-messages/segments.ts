// Zod-free: how many characters one SMS holds for a text (3GPP TS 23.038).

/** GSM 03.38's basic set: one septet each. */
const gsmBasic =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Its extension table: two septets each (an escape, then the character). */
const gsmExtension = '^{}\\[~]|€\f';

/** One SMS segment: 160 GSM-7 septets, or 70 UCS-2 characters once any character is outside GSM-7. */
export const oneSegment = { gsm7: 160, ucs2: 70 } as const;

/** The text's encoding and its length in that encoding's units. */
export function smsLength(text: string): { encoding: 'GSM-7' | 'UCS-2'; units: number; limit: number } {
  let septets = 0;
  for (const char of text) {
    if (gsmBasic.includes(char)) septets += 1;
    else if (gsmExtension.includes(char)) septets += 2;
    else {
      // UCS-2 counts UTF-16 code units (an emoji takes two).
      return { encoding: 'UCS-2', units: text.length, limit: oneSegment.ucs2 };
    }
  }
  return { encoding: 'GSM-7', units: septets, limit: oneSegment.gsm7 };
}

export const fitsOneSegment = (text: string) => {
  const { units, limit } = smsLength(text);
  return units <= limit;
};
