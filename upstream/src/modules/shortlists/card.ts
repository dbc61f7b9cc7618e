import { applicationFields } from '@contracts/applications/fields';
import type { CardField, CardShape } from '@contracts/core/field-places';
import { departureDateOf, passportValidLongEnough } from '@contracts/applications/passport-validity';
import type { CandidateCard, DecisionView, EmployerShortlist } from '@contracts/shortlists/shortlist';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { cardValuesOf } from '../../lib/declared-values';
import { passportValidityMonths } from '../applications';
import { countRequiredDocuments, findCards, type CardRow, type ShortlistWithNames } from './card-repository';
import { findDecisionHistory, historyByCandidate } from './decision-repository';
import { displayNameOf } from './display-name';

interface CardContext {
  passportMonths: number;
  requiredDocuments: number;
  decision: DecisionView | null;
}

type CardFacts = z.infer<z.ZodObject<CardShape<typeof applicationFields.fields>>>;

/**
 * A candidate as an employer sees them: the declared facts (applicationFields' `employer`, read by
 * cardFactColumnsOf) and the card's own; never a contact detail or a file's name.
 */
export const cardPresenterOf =
  (declared: { card: CardField[] }) =>
  (row: CardRow, { passportMonths, requiredDocuments, decision }: CardContext): CandidateCard => {
    const ready = row.renditionState === 'ready';
    return {
      _id: row.id,
      displayName: displayNameOf(row.name),
      position: row.jobTitle ?? row.appliedFor ?? 'General application',
      ...cardValuesOf<CardFacts>(declared, { row: row.facts, joined: row }),
      passportValid: row.passportExpiry
        ? passportValidLongEnough(row.passportExpiry, departureDateOf(row), passportMonths)
        : null,
      documents: {
        verified: Math.max(0, requiredDocuments - Number(row.missingDocuments)),
        required: requiredDocuments,
      },
      agencyNote: row.note,
      video: row.hasVideo
        ? { durationSeconds: row.durationMs === null ? null : row.durationMs / 1000, poster: ready && row.hasPoster }
        : null,
      resume: row.hasPresentationCv ? 'presentation' : row.hasResume ? 'resume' : null,
      decision,
    };
  };

export const presentCard = cardPresenterOf(applicationFields);

/** The shortlist as an employer sees it; `withDecisions` false (a view-only link) leaves every decision out. */
export async function presentEmployerShortlist(
  ctx: Pick<AppContext, 'db'>,
  shortlist: ShortlistWithNames,
  { withDecisions }: { withDecisions: boolean },
): Promise<EmployerShortlist> {
  const [rows, passportMonths, requiredDocuments] = await Promise.all([
    findCards(ctx.db, shortlist.id),
    passportValidityMonths(ctx),
    countRequiredDocuments(ctx.db),
  ]);
  const history = withDecisions
    ? historyByCandidate(
        await findDecisionHistory(
          ctx.db,
          rows.map((r) => r.id),
        ),
      )
    : new Map<string, DecisionView[]>();
  return {
    _id: shortlist.id,
    title: shortlist.title,
    clientName: shortlist.clientName,
    jobTitle: shortlist.jobTitle,
    sentAt: shortlist.sentAt?.toISOString() ?? null,
    closed: shortlist.status === 'Closed',
    candidates: rows.map((row) =>
      presentCard(row, { passportMonths, requiredDocuments, decision: history.get(row.id)?.[0] ?? null }),
    ),
  };
}
