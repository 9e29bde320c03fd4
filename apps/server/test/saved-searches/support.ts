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
import { createSessionUser, places, type Places } from '../support/posts';
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
