import { z } from 'zod';
import { iconNameSchema, idSchema } from '../core/common';

export const certificatesContentSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  certificates: z.array(
    z.object({ _id: idSchema, icon: iconNameSchema, name: z.string().min(1), description: z.string() }),
  ),
});

export type CertificatesContent = z.infer<typeof certificatesContentSchema>;
