import { api } from '@contracts/endpoints';
import type { Database } from '../db/client';
import { listPublicTestimonials } from '../modules/testimonials/service';
import type { AnswerMaker } from './cached-answer';
import { serializerFor } from './serialize';

/** The approved testimonials' answer (GET /api/testimonial). */
export async function buildTestimonialAnswer(db: Database, maker: AnswerMaker) {
  const data = await listPublicTestimonials(db);
  return maker.make(serializerFor(api.testimonials.list)({ data }));
}
