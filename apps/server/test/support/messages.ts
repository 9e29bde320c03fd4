import {
  conversationMessages,
  messagesUnreadCount,
  openConversation,
  sendMessage,
  type Conversation,
  type InputOf,
  type Message,
} from '@huaren/contract';
import type { TestApp } from './app';
import type { LoggedInUser } from './factories';
import { createPost, createSessionUser, places, postInput } from './posts';

/** Opens (or resumes) a conversation through the real call; throws unless it answers 200. */
export async function openWith(
  t: TestApp,
  token: string,
  target: InputOf<typeof openConversation>,
): Promise<Conversation> {
  const res = await t.client.call(openConversation, target, { token });
  if (res.code !== 200) throw new Error(`open: ${res.code} ${res.reason}`);
  return res.data!;
}

/** Sends a text; throws unless it answers 200. */
export async function say(
  t: TestApp,
  token: string,
  conversationId: number,
  text: string,
): Promise<Message> {
  const res = await t.client.call(sendMessage, { conversationId, text }, { token });
  if (res.code !== 200) throw new Error(`send: ${res.code} ${res.reason}`);
  return res.data!;
}

export async function unreadMessages(t: TestApp, token: string): Promise<number> {
  return (await t.client.call(messagesUnreadCount, {}, { token })).data!.count;
}

export async function thread(t: TestApp, token: string, conversationId: number, cursor?: string) {
  const res = await t.client.call(
    conversationMessages,
    { conversationId, pageSize: 50, ...(cursor ? { cursor } : {}) },
    { token },
  );
  if (res.code !== 200) throw new Error(`thread: ${res.code} ${res.reason}`);
  return res.data!;
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
