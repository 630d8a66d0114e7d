import { z } from 'zod';
import { MESSAGE_BODY_MAX, MESSAGES_PER_HOUR, NEW_ACCOUNT_MESSAGES_PER_DAY } from './constants';
import { MemberSummary } from './events';

// The discussion on an event's or a plan's page (docs/product.md §15 "Discussion"): messages
// from members who may see it, with one level of replies.

const body = z
  .string({ error: 'Write a message.' })
  .trim()
  .min(1, { error: 'Write a message.' })
  .max(MESSAGE_BODY_MAX, {
    error: `Keep a message under ${MESSAGE_BODY_MAX.toLocaleString('en')} characters.`,
  });

/** `POST /api/events/:id/messages`, `POST /api/plans/:planId/messages`. */
export const CreateMessageRequest = z
  .object({
    body,
    /** Answers this top-level message of the same thread. */
    parentId: z.uuid({ error: 'That is not a valid message id.' }).optional(),
  })
  .meta({ id: 'CreateMessageRequest' });
export type CreateMessageRequest = z.input<typeof CreateMessageRequest>;

/** `PATCH /api/messages/:messageId`: its author changes what it says. */
export const EditMessageRequest = z.object({ body }).meta({ id: 'EditMessageRequest' });
export type EditMessageRequest = z.input<typeof EditMessageRequest>;

const messageFields = {
  id: z.uuid(),
  /** Null once deleted. */
  author: MemberSummary.nullable(),
  /** Empty once deleted (a deleted message with replies keeps its place). */
  body: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  editedAt: z.iso.datetime({ offset: true }).nullable(),
  deleted: z.boolean(),
  pinned: z.boolean(),
  /** The reader wrote it: they may edit and delete it. */
  mine: z.boolean(),
  /** The reader may remove it: theirs, or the reader hosts the thread. */
  canRemove: z.boolean(),
};

export const Reply = z.object({ ...messageFields, parentId: z.uuid() }).meta({ id: 'Reply' });
export type Reply = z.infer<typeof Reply>;

/** A top-level message with its replies, oldest reply first. */
export const Message = z
  .object({ ...messageFields, replies: z.array(Reply) })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof Message>;

/** A thread's page: its newest top-level messages first, older ones with `before`. */
export const ThreadResponse = z
  .object({
    messages: z.array(Message),
    /** The pinned message, also where it falls in the list. */
    pinned: Message.nullable(),
    nextCursor: z.string().nullable(),
    /** The reader muted this thread: no digest of it reaches them. */
    muted: z.boolean(),
    /** The reader hosts the thread: they pin and remove others' messages. */
    canModerate: z.boolean(),
  })
  .meta({ id: 'ThreadResponse' });
export type ThreadResponse = z.infer<typeof ThreadResponse>;

export const ThreadQuery = z.object({
  /** The `nextCursor` of the page before. */
  before: z.string().max(200).optional(),
});

export const MessageIdParam = z.object({
  messageId: z.uuid({ error: 'That is not a valid message id.' }),
});

/** What changes in a thread, sent to readers with the page open. */
/**
 * A new message as it travels to the readers with the thread open, so each page shows it
 * without reading the thread again; the reader's own fields (`mine`, `canRemove`) are the
 * page's to work out.
 */
export const LiveMessage = z
  .object({
    id: z.uuid(),
    parentId: z.uuid().nullable(),
    author: MemberSummary,
    body: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'LiveMessage' });
export type LiveMessage = z.infer<typeof LiveMessage>;

export const ThreadChange = z
  .object({
    thread: z.string(),
    messageId: z.uuid(),
    change: z.enum(['new', 'edited', 'removed', 'pinned']),
    /** With `new`: the message itself (never to a reader blocked either way with its author). */
    message: LiveMessage.optional(),
  })
  .meta({ id: 'ThreadChange' });
export type ThreadChange = z.infer<typeof ThreadChange>;

export const discussionMessages = {
  notFound: 'There is no such message.',
  replyToReply: 'Answer the message the reply is under: replies go one level deep.',
  parentElsewhere: 'That message is in another conversation.',
  parentGone: 'That message was deleted.',
  notYours: 'You can only change your own messages.',
  hostsOnly: 'Only the hosts can pin or remove others’ messages.',
  deleted: 'That message was deleted.',
  tooMany: `You can post ${MESSAGES_PER_HOUR} messages an hour. Try again in a little while.`,
  newAccountLimit: `New accounts can post ${NEW_ACCOUNT_MESSAGES_PER_DAY} messages a day in their first week. Try again tomorrow.`,
  pinReply: 'Pin a message, not a reply.',
  tooManyStreams: 'Lineup is open in too many tabs. Close a few and reload this page.',
} as const;
