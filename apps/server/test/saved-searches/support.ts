import {
  mySavedSearches,
  myNotifications,
  saveSearch,
  type Notification,
  type SavedSearch,
} from '@huaren/contract';
import type { TestApp } from '../support/app';
import { callerOf, callOk } from '../support/call-ok';
import { jobsSettled } from '../support/jobs';
import { createPost, createSessionUser, places, postInput, type Places } from '../support/posts';
import type { LoggedInUser } from '../support/factories';

/** Waits until matching and the notices it queued have run. */
export const matched = (t: TestApp) =>
  jobsSettled(t, ['searches.match', 'searches.notice', 'notify']);

/** The launch places and two signed-in users: `a` saves the searches, `b` publishes. */
export async function searcherAndPoster(
  t: TestApp,
): Promise<{ p: Places; a: LoggedInUser; b: LoggedInUser }> {
  const p = await places(t);
  const [a, b] = await Promise.all([createSessionUser(t), createSessionUser(t)]);
  return { p, a, b };
}

/** Saves a search through the real call; throws unless it answers 200. */
export const save = callerOf(saveSearch);

/** Publishes a post with `content` (and a tail that makes it long enough) once matching has run. */
export async function publish(t: TestApp, token: string, p: Places, content: string, more = {}) {
  const post = await createPost(
    t,
    token,
    postInput(p, { content: `${content}欢迎来电咨询详情。`, ...more }),
  );
  await matched(t);
  return post;
}

/** `a` saved a search for `keyword`, then `b` published `content`, which it matches. */
export async function keywordMatched(t: TestApp, keyword: string, content: string) {
  const people = await searcherAndPoster(t);
  const search = await save(t, people.a.token, { keyword });
  const post = await publish(t, people.b.token, people.p, content);
  return { ...people, search, post };
}

export async function savedSearches(t: TestApp, token: string): Promise<SavedSearch[]> {
  await matched(t);
  return (await callOk(t, mySavedSearches, {}, token)).list;
}

/** The caller's saved-search notices, newest first. */
export async function matchNotices(t: TestApp, token: string): Promise<Notification[]> {
  await matched(t);
  const page = await callOk(t, myNotifications, { pageSize: 50 }, token);
  return page.list.filter((n) => n.type === 'search');
}
