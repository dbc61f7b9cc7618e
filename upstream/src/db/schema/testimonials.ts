import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './users';

export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    position: text('position').notNull(),
    employer: text('employer').notNull(),
    rating: integer('rating').notNull(),
    testimonial: text('testimonial').notNull(),
    /** Avatar file name under the public uploads path. */
    iconImage: text('icon_image'),
    /** Visitors' reviews wait for staff approval before they are shown. */
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('testimonials_approved_idx').on(t.isApproved, t.createdAt),
    index('testimonials_user_idx').on(t.userId),
    // "Is this upload used": an avatar is named by its file name.
    index('testimonials_icon_image_idx').on(t.iconImage),
  ],
);
