import type { TextMessagesPerDay as Counts } from '@/lib/contracts/text-messages/staff';
import { formatDate } from '../format';

const channelLabel = { sms: 'SMS', whatsapp: 'WhatsApp' } as const;

/** The dashboard's SMS and WhatsApp messages per channel and UAE day, by what became of them. */
export function TextMessagesPerDay({ counts }: { counts: Counts }) {
  return (
    <section aria-labelledby="texts-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="texts-heading" className="font-semibold">
        Text messages per day
      </h2>
      <p className="text-sm text-slate-600">SMS and WhatsApp over the last 14 days, UAE time, by the day queued.</p>
      {counts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No text message in the last 14 days.</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col">Day</th>
              <th scope="col">Channel</th>
              <th scope="col" className="text-right">
                Waiting
              </th>
              <th scope="col" className="text-right">
                Sent
              </th>
              <th scope="col" className="text-right">
                Delivered
              </th>
              <th scope="col" className="text-right">
                Failed
              </th>
            </tr>
          </thead>
          <tbody>
            {counts.map((row) => (
              <tr key={`${row.day}-${row.channel}`} className="border-t border-slate-100">
                <td className="py-1.5">{formatDate(row.day)}</td>
                <td className="py-1.5">{channelLabel[row.channel]}</td>
                <td className="py-1.5 text-right">{row.queued}</td>
                <td className="py-1.5 text-right">{row.sent}</td>
                <td className="py-1.5 text-right">{row.delivered}</td>
                <td className={`py-1.5 text-right ${row.failed > 0 ? 'font-semibold text-red-700' : ''}`}>
                  {row.failed}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
