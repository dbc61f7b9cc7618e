import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/**
 * Inserts `count` applications in one statement, named `${prefix} 00001`… with emails
 * `${prefix}-1@example.com`…: every second one Deployed, experience 0 to 19 years, and groups of seven
 * sharing one creation time (to microseconds), so paging must break ties by id. Answers their ids.
 */
export async function insertApplications(db: Database, prefix: string, count: number): Promise<string[]> {
  const result = await db.execute(sql`
    insert into applications (name, email, phone, english_proficiency, experience_in_years, education,
      passport_number, passport_expiry, available_to_start, stage, created_at)
    select ${prefix} || ' ' || lpad(g::text, 5, '0'), ${prefix} || '-' || g || '@example.com', '+63 917 555 ' || g,
      'basic', g % 20, 'college', 'PX' || lpad(g::text, 7, '0'), '2035-01-01', '2027-01-01',
      (case when g % 2 = 0 then 'Deployed' else 'New' end)::application_stage,
      now() - (g / 7) * interval '1.000001 second'
    from generate_series(1, ${count}::int) g
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
}
