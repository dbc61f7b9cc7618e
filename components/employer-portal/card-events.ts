import { endpointPath } from '@/lib/contracts/core/endpoint';
import { api } from '@/lib/contracts/endpoints/site';

export type CardEvent = { event: 'opened' } | { event: 'played'; seconds: number };

/**
 * Tells the agency what the contact did with a card (opened it, played the video this far). Best
 * effort: a lost report costs staff a figure, never the contact an error. `keepalive` lets the last
 * report leave as the page closes.
 */
export function reportCardEvent(shortlistId: string, candidateId: string, body: CardEvent, keepalive = false) {
  const path = endpointPath(api.employer.cardEvent, { id: shortlistId, candidateId });
  void fetch(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    keepalive,
  }).catch(() => undefined);
}
