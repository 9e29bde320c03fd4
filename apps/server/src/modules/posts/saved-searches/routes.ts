import { deleteSavedSearch, mySavedSearches, openSavedSearch, saveSearch } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import { registerUserCall } from '../../../lib/register-call';
import { matchSearchesJob, searchNoticeJob } from './match-job';
import { createSearchMatcher } from './matcher';
import { createSavedSearchService } from './saved-search.service';

/** The saved-search calls under /v1/user/saved_searches/ and the jobs that match new posts. */
export function savedSearchRoutes(app: FastifyInstance): void {
  const deps = { db: app.db, now: app.now, jobs: app.jobs, catalog: app.catalog };
  const matcher = createSearchMatcher(deps);
  app.jobs.handle(matchSearchesJob, (payload) => matcher.match(payload));
  app.jobs.handle(searchNoticeJob, (payload) => matcher.notice(payload));

  const searches = createSavedSearchService(deps);
  registerUserCall(app, saveSearch, ({ input, user }) => searches.save(input, user));
  registerUserCall(app, mySavedSearches, ({ user }) => searches.list(user));
  registerUserCall(app, openSavedSearch, ({ input, user }) => searches.open(input.id, user));
  registerUserCall(app, deleteSavedSearch, ({ input, user }) => searches.remove(input.id, user));
}
