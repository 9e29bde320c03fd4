import {
  conversationMessages,
  messagesUnreadCount,
  openConversation,
  sendMessage,
  type Conversation,
  type Message,
} from '@huaren/contract';
import type { TestApp } from './app';
import { callerOf, callOk } from './call-ok';
import type { LoggedInUser } from './factories';
import { createPost, createSessionUser, places, postInput } from './posts';

/** Opens (or resumes) a conversation through the real call; throws unless it answers 200. */
export const openWith = callerOf(openConversation);

/** Sends a text; throws unless it answers 200. */
export async function say(
  t: TestApp,
  token: string,
  conversationId: number,
  text: string,
): Promise<Message> {
  return callOk(t, sendMessage, { conversationId, text }, token);
}

export async function unreadMessages(t: TestApp, token: string): Promise<number> {
  return (await t.client.call(messagesUnreadCount, {}, { token })).data!.count;
}

export function thread(t: TestApp, token: string, conversationId: number, cursor?: string) {
  const page = { conversationId, pageSize: 50, ...(cursor ? { cursor } : {}) };
  return callOk(t, conversationMessages, page, token);
}

/** A seller with a post, and a buyer who opened a conversation about it. */
export async function sellerAndBuyer(t: TestApp): Promise<{
  seller: LoggedInUser;
  buyer: LoggedInUser;
  postId: number;
  conversation: Conversation;
}> {
  const [seller, buyer] = await Promise.all([createSessionUser(t), createSessionUser(t)]);
  const post = await createPost(t, seller.token, postInput(await places(t)));
  const conversation = await openWith(t, buyer.token, { postId: post.id });
  return { seller, buyer, postId: post.id, conversation };
}
