import {
  errorMessages,
  guestMessages,
  hostMessages,
  type EventQuestion,
  type GuestSettings,
  type RsvpAnswers,
  type UpdateGuestSettingsValues,
} from '@lineup/contracts';
import type { Db } from '@lineup/db';
import { eventAnswers, eventQuestions, events } from '@lineup/db/schema';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { validationFailed } from '../../lib/app-error';
import type { DbOrTx, Tx } from '../../lib/transaction';
import { requireRole, visibleEventWithRole } from '../hosts';

// Approval and questions (docs/product.md §14): whether "Going" is a request the hosts answer,
// and up to five questions asked at RSVP, whose answers only the member and the hosts read.

/** The event's questions in order. */
export async function questionsOf(db: DbOrTx, eventId: string): Promise<EventQuestion[]> {
  return db
    .select({
      id: eventQuestions.id,
      kind: eventQuestions.kind,
      label: eventQuestions.label,
      options: eventQuestions.options,
      required: eventQuestions.required,
    })
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, eventId))
    .orderBy(asc(eventQuestions.position));
}

/** `GET /api/events/:id/guest-settings`: what answering the event asks. */
export async function getGuestSettings(options: {
  db: Db;
  eventId: string;
  viewerId: string | null;
}): Promise<GuestSettings> {
  const { db, eventId, viewerId } = options;
  await visibleEventWithRole(db, eventId, viewerId);
  const [row] = await db
    .select({ requiresApproval: events.requiresApproval })
    .from(events)
    .where(eq(events.id, eventId));
  return { requiresApproval: row!.requiresApproval, questions: await questionsOf(db, eventId) };
}

/**
 * `PUT /api/events/:id/guest-settings`: its hosts set approval and the questions. A question
 * sent with its id keeps its answers; one left out is deleted with them.
 */
export async function updateGuestSettings(options: {
  db: Db;
  eventId: string;
  viewerId: string;
  input: UpdateGuestSettingsValues;
}): Promise<GuestSettings> {
  const { db, eventId, viewerId, input } = options;
  await db.transaction(async (tx) => {
    const found = await visibleEventWithRole(tx, eventId, viewerId);
    requireRole(found.role, 'host', hostMessages.hostsOnly);
    await tx
      .update(events)
      .set({ requiresApproval: input.requiresApproval })
      .where(eq(events.id, eventId));
    const current = await questionsOf(tx, eventId);
    const kept = input.questions.flatMap((question) =>
      question.id && current.some((existing) => existing.id === question.id) ? [question.id] : [],
    );
    await tx
      .delete(eventQuestions)
      .where(
        and(
          eq(eventQuestions.eventId, eventId),
          kept.length > 0 ? notInArray(eventQuestions.id, kept) : undefined,
        ),
      );
    for (const [position, question] of input.questions.entries()) {
      const values = {
        position,
        kind: question.kind,
        label: question.label,
        options: question.options,
        required: question.required,
      };
      if (question.id && kept.includes(question.id)) {
        await tx.update(eventQuestions).set(values).where(eq(eventQuestions.id, question.id));
      } else {
        await tx.insert(eventQuestions).values({ ...values, eventId });
      }
    }
  });
  return getGuestSettings({ db, eventId, viewerId });
}

/** The answer as stored, or the message saying what is wrong with it. */
function checkAnswer(
  question: EventQuestion,
  value: string | string[],
): { ok: string | string[] } | { problem: string } {
  const picked = typeof value === 'string' ? (value === '' ? [] : [value]) : value;
  switch (question.kind) {
    case 'text': {
      if (typeof value !== 'string') return { problem: errorMessages.validationFailed };
      return { ok: value };
    }
    case 'yes_no': {
      if (picked.length > 1 || picked.some((choice) => choice !== 'yes' && choice !== 'no')) {
        return { problem: guestMessages.yesNo };
      }
      return { ok: picked };
    }
    default: {
      if (question.kind === 'single' && picked.length > 1)
        return { problem: guestMessages.oneChoice };
      if (picked.some((choice) => !question.options.includes(choice))) {
        return { problem: guestMessages.notAChoice };
      }
      return { ok: [...new Set(picked)] };
    }
  }
}

const isEmpty = (value: string | string[] | undefined) => value === undefined || value.length === 0;

/**
 * Checks and saves a member's answers with their RSVP, in its transaction: each must fit its
 * question, and a required one must be answered now or have been before. Answers to questions
 * the event does not ask are refused.
 */
export async function saveAnswers(
  tx: Tx,
  options: { eventId: string; userId: string; answers: RsvpAnswers | undefined },
): Promise<void> {
  const { eventId, userId } = options;
  const answers = options.answers ?? {};
  const questions = await questionsOf(tx, eventId);
  if (questions.length === 0 && Object.keys(answers).length === 0) return;
  const before = await tx
    .select({ questionId: eventAnswers.questionId, answer: eventAnswers.answer })
    .from(eventAnswers)
    .where(and(eq(eventAnswers.eventId, eventId), eq(eventAnswers.userId, userId)));
  const issues: { path: string; message: string }[] = [];
  const toSave: { questionId: string; answer: string | string[] }[] = [];
  for (const id of Object.keys(answers)) {
    if (!questions.some((question) => question.id === id)) {
      issues.push({ path: `answers.${id}`, message: 'That is not a question of this event.' });
    }
  }
  for (const question of questions) {
    const sent = answers[question.id];
    const given =
      sent !== undefined ? sent : before.find((row) => row.questionId === question.id)?.answer;
    if (question.required && isEmpty(given)) {
      issues.push({ path: `answers.${question.id}`, message: guestMessages.answerRequired });
      continue;
    }
    if (sent === undefined) continue;
    const checked = checkAnswer(question, sent);
    if ('problem' in checked) {
      issues.push({ path: `answers.${question.id}`, message: checked.problem });
    } else {
      toSave.push({ questionId: question.id, answer: checked.ok });
    }
  }
  if (issues.length > 0) {
    throw validationFailed(errorMessages.validationFailed, { target: 'json', issues });
  }
  const cleared = toSave.filter(({ answer }) => isEmpty(answer)).map((row) => row.questionId);
  if (cleared.length > 0) {
    await tx
      .delete(eventAnswers)
      .where(and(eq(eventAnswers.userId, userId), inArray(eventAnswers.questionId, cleared)));
  }
  for (const { questionId, answer } of toSave.filter(({ answer }) => !isEmpty(answer))) {
    await tx
      .insert(eventAnswers)
      .values({ questionId, userId, eventId, answer })
      .onConflictDoUpdate({
        target: [eventAnswers.questionId, eventAnswers.userId],
        set: { answer, updatedAt: sql`now()` },
      });
  }
}
