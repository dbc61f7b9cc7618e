import type { FastifyInstance, FastifyReply } from 'fastify';
import { api } from '@contracts/endpoints';
import { route } from '../../lib/endpoint-route';
import { cancelInterview, interviewCalendar, recordInterviewOutcome, type Actor } from './manage';
import {
  bookMine,
  declineMine,
  listForApplication,
  listForEmployer,
  listMine,
  proposeAsEmployer,
  proposeAsStaff,
} from './service';

/** An 'Add to calendar' file (private and never cached, as every answer without caching of its own). */
const sendCalendar = (reply: FastifyReply, content: string) =>
  reply
    .header('Content-Type', 'text/calendar; charset=utf-8')
    .header('Content-Disposition', 'attachment; filename="interview.ics"')
    .send(content);

/** Interviews: the candidate's, the employer's (own client) and the staff's calls. */
export async function interviewRoutes(app: FastifyInstance) {
  const mine = api.myInterviews;
  route(app, mine.mine, ({ viewer }) => listMine(app, viewer.id));
  route(app, mine.book, ({ viewer, params, body }) => bookMine(app, viewer.id, params.id, body.slotId));
  route(app, mine.decline, ({ viewer, params, body }) => declineMine(app, viewer.id, params.id, body.note));
  route(app, mine.calendar, async ({ viewer, params, reply }) =>
    sendCalendar(reply, await interviewCalendar(app, { audience: 'candidate', viewer }, params.id)),
  );

  const employer = api.employerInterviews;
  const asEmployer = (viewer: Actor['viewer']): Actor => ({ audience: 'employer', viewer });
  route(app, employer.list, ({ viewer }) => listForEmployer(app, viewer));
  route(app, employer.propose, ({ viewer, body }) => proposeAsEmployer(app, viewer, body));
  route(app, employer.outcome, ({ viewer, params, body }) =>
    recordInterviewOutcome(app, asEmployer(viewer), params.id, body.outcome),
  );
  route(app, employer.cancel, ({ viewer, params }) => cancelInterview(app, asEmployer(viewer), params.id));
  route(app, employer.calendar, async ({ viewer, params, reply }) =>
    sendCalendar(reply, await interviewCalendar(app, asEmployer(viewer), params.id)),
  );
}

/** Staff's calls, registered under /admin (its guard: staff only). */
export async function interviewStaffRoutes(app: FastifyInstance) {
  const staff = api.adminInterviews;
  const asStaff = (viewer: Actor['viewer']): Actor => ({ audience: 'staff', viewer });
  route(app, staff.ofApplication, ({ params }) => listForApplication(app, params.id));
  route(app, staff.propose, ({ viewer, body }) => proposeAsStaff(app, viewer, body));
  route(app, staff.outcome, ({ viewer, params, body }) =>
    recordInterviewOutcome(app, asStaff(viewer), params.id, body.outcome),
  );
  route(app, staff.cancel, ({ viewer, params }) => cancelInterview(app, asStaff(viewer), params.id));
  route(app, staff.calendar, async ({ viewer, params, reply }) =>
    sendCalendar(reply, await interviewCalendar(app, asStaff(viewer), params.id)),
  );
}
