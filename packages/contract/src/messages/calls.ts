import { z } from '../z';
import { addedUserCall, type Call, type Route } from '../define-call';
import { idField } from '../ids';
import { PageInput, pagedList, pageOf } from '../paging';
import { Code } from '../protocol/codes';
import { plainTextField } from '../text-field';
import { UnreadCount } from '../notifications/calls';
import { IMAGE_ID_PATTERN } from '../uploads/calls';
import { SharedContact, Conversation, Message, MESSAGE_TEXT_MAX } from './message';

/**
 * Private messages (issue 19, decision 0034). Every call taking a conversation id answers 404 for
 * a conversation the caller is not one of the two of, exactly as for one that does not exist.
 */

export const conversationIdField = idField('会话');

/** A refinement: of the fields `keys`, the object gives exactly one. */
function exactlyOneOf<K extends string>(...keys: K[]) {
  return (value: Partial<Record<K, unknown>>) =>
    keys.filter((key) => value[key] !== undefined).length === 1;
}

/** A call on one of the caller's conversations: `conversationId`, then the call's own `fields`. */
function conversationCall<O extends z.ZodType, F extends z.ZodRawShape = Record<never, never>>(
  route: Route,
  { fields, ...call }: Pick<Call<z.ZodType, O>, 'output' | 'summary'> & { fields?: F },
) {
  return addedUserCall(route, {
    input: z.object({ conversationId: conversationIdField }).extend(fields ?? ({} as F)),
    codes: [Code.notFound],
    ...call,
  });
}

export const openConversation = addedUserCall('POST /v1/user/messages/open/', {
  input: z
    .object({
      postId: idField('帖子').optional(),
      articleId: idField('文章').optional(),
      userId: idField('用户').optional(),
    })
    .refine(exactlyOneOf('postId', 'articleId', 'userId'), {
      error: '请选择要私信的帖子、文章或用户',
    }),
  output: Conversation,
  summary:
    "Opens, or resumes, the conversation with the author of a post about that post (`postId`), with the author of an article about that article (`articleId`), or with a user (`userId`). A post or article the caller may not see, or an unknown user, answers 404; the caller's own post, article or self 400; a block either way 409. A new account starts at most 10 conversations a day (429)",
  codes: [Code.notFound, Code.conflict, Code.tooManyRequests],
});

export const conversationList = addedUserCall('GET /v1/user/messages/', {
  ...pagedList(Conversation),
  summary:
    "The caller's conversations with at least one message they have not deleted, latest message first",
});

/** A page of a conversation: newest first, so the next page is older messages (paged upward). */
export const ConversationPage = pageOf(Message).extend({ conversation: Conversation });

export const conversationMessages = addedUserCall('GET /v1/user/messages/thread/', {
  input: PageInput.extend({ conversationId: conversationIdField }),
  output: ConversationPage,
  summary:
    'A conversation and a page of its messages, newest first (the next cursor leads to older ones); messages from before the caller deleted it are not shown',
  codes: [Code.notFound],
});

export const sendMessage = addedUserCall('POST /v1/user/messages/send/', {
  input: z
    .object({
      conversationId: conversationIdField,
      text: plainTextField('消息', { max: MESSAGE_TEXT_MAX }).optional(),
      imageId: z
        .string({ error: '图片不正确' })
        .regex(IMAGE_ID_PATTERN, { error: '图片不正确' })
        .optional(),
      contact: z.enum(SharedContact.options, { error: '名片类型不正确' }).optional(),
    })
    .refine(exactlyOneOf('text', 'imageId', 'contact'), { error: '请输入消息' }),
  output: Message,
  summary:
    "Sends text (at most 1000 characters), an image uploaded by the caller, or the caller's own WeChat ID or phone as a card. A block either way answers 409; a new account sends at most 60 messages an hour, and the same text to more than 5 people an hour is refused (429)",
  codes: [Code.notFound, Code.conflict, Code.tooManyRequests],
});

export const markConversationRead = conversationCall('POST /v1/user/messages/read/', {
  output: UnreadCount,
  summary:
    "Marks the conversation read up to its latest message; answers the caller's unread count after",
});

export const messagesUnreadCount = addedUserCall('GET /v1/user/messages/unread_count/', {
  input: z.object({}),
  output: UnreadCount,
  summary: "Unread messages in the caller's conversations that are not muted (the badge on 我的)",
});

export const deleteConversation = conversationCall('POST /v1/user/messages/delete/', {
  output: UnreadCount,
  summary:
    'Deletes the conversation for the caller: its messages so far are gone from their list and thread (the other person keeps theirs); a new message brings it back',
});

export const muteConversation = conversationCall('POST /v1/user/messages/mute/', {
  fields: { muted: z.boolean({ error: '免打扰参数不正确' }) },
  output: Conversation,
  summary: "Mutes (or unmutes) a conversation: its messages no longer count on the caller's badge",
});

export const blockUser = addedUserCall('POST /v1/user/blocks/', {
  input: z.object({
    userId: idField('用户'),
    blocked: z.boolean({ error: '屏蔽参数不正确' }),
  }),
  output: z.object({ blocked: z.boolean() }),
  summary:
    'Blocks (or unblocks) a user: while blocked, neither can message the other. An unknown user answers 404',
  codes: [Code.notFound],
});

export const MESSAGE_REPORT_MAX = 20;

export const reportConversation = conversationCall('POST /v1/user/messages/report/', {
  fields: {
    messageIds: z
      .array(idField('消息'), { error: '请选择要举报的消息' })
      .min(1, { error: '请选择要举报的消息' })
      .max(MESSAGE_REPORT_MAX, { error: `一次最多举报 ${MESSAGE_REPORT_MAX} 条消息` }),
    reason: plainTextField('举报理由', { max: 200 }),
  },
  output: z.object({ reported: z.literal(true) }),
  summary:
    "Reports a conversation to the console's queue with the messages the caller chose (ids not of this conversation answer 400); only then may a moderator read those messages",
});

export const messageStreamTicket = addedUserCall('POST /v1/user/messages/stream_ticket/', {
  input: z.object({}),
  output: z.object({ ticket: z.string() }),
  summary:
    "A ticket for the real-time stream (`GET /v1/user/messages/stream/?ticket=…`, server-sent events, decision 0036): it works once, within a minute, and is tied to the caller's session, so the session token never appears in a URL",
});
