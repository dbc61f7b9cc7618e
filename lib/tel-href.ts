/** A `tel:` link for a phone number as written in the CMS: dialers want only digits and '+'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
