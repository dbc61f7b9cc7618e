'use client';

import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { callEndpoint } from '@/lib/client/call-endpoint';
import { api } from '@/lib/contracts/endpoints';
import { holidayKindLabels, holidayKinds } from '@/lib/contracts/welfare/welfare';
import { QueryState } from '../query-state';
import { useAdminMutation, useAdminQuery } from '../use-admin';

const field = 'w-full rounded border border-slate-300 p-2';
type Kind = (typeof holidayKinds)[number];

/** The Philippine holidays an incident's 5 working days skip: a year's list, added to, renamed, removed. */
export function HolidayEditor() {
  const [year, setYear] = useState(new Date().getUTCFullYear());
  const { data, isPending, error } = useAdminQuery(api.adminHolidays.list, { query: { year } });
  const put = useAdminMutation(
    ({ date, name, kind }: { date: string; name: string; kind: Kind }) =>
      callEndpoint(api.adminHolidays.put, { params: { date }, body: { name, kind } }),
    'Holiday saved',
  );
  const remove = useAdminMutation(
    (date: string) => callEndpoint(api.adminHolidays.remove, { params: { date } }),
    'Holiday removed',
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    put.mutate({ date: String(form.get('date')), name: String(form.get('name')), kind: form.get('kind') as Kind });
  };

  return (
    <div className="space-y-6">
      <label className="block w-40 text-sm font-medium">
        Year
        <input
          type="number"
          value={year}
          min={2020}
          max={2100}
          onChange={(e) => setYear(Number(e.target.value))}
          className={field}
        />
      </label>
      {data ? (
        <table className="w-full max-w-2xl text-left text-sm">
          <thead>
            <tr className="text-slate-500">
              <th scope="col">Date</th>
              <th scope="col">Holiday</th>
              <th scope="col">Kind</th>
              <th scope="col">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((h) => (
              <tr key={h.date} className="border-t border-slate-100">
                <td className="py-1.5">{h.date}</td>
                <td>{h.name}</td>
                <td>{holidayKindLabels[h.kind]}</td>
                <td>
                  <button type="button" onClick={() => remove.mutate(h.date)} className="text-red-700 underline">
                    Remove {h.name}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <QueryState isPending={isPending} error={error} />
      )}
      <form
        onSubmit={submit}
        className="grid max-w-2xl gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-4"
      >
        <h2 className="font-semibold sm:col-span-4">Add a holiday, or rename one</h2>
        <label className="text-sm">
          Date
          <input type="date" name="date" required className={field} />
        </label>
        <label className="text-sm">
          Name
          <input name="name" required maxLength={120} className={field} />
        </label>
        <label className="text-sm">
          Kind
          <select name="kind" className={field}>
            {holidayKinds.map((k) => (
              <option key={k} value={k}>
                {holidayKindLabels[k]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={put.isPending} className={buttonClass('secondary', 'self-end')}>
          Save the holiday
        </button>
      </form>
    </div>
  );
}
