import { z } from 'zod';

export const siteSettingsContentSchema = z.object({
  /** International format; the WhatsApp button is hidden when empty. */
  whatsAppNumber: z.string(),
});

export type SiteSettingsContent = z.infer<typeof siteSettingsContentSchema>;
