import type { Call } from '@huaren/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { CACHED_FOR_VISITORS, registerCall, type CallHandler } from '../../lib/register-call';
import { cachedUnlessBlocking } from './blocks';
import type { ViewCounter } from './view-counter';
import { viewReader } from './view-reader';

type Read<I extends z.ZodType, O extends z.ZodType> = [Call<I, O>, CallHandler<I, O>];

/**
 * The three public reads every kind has, cached as decision 0009 says once for all of them: the
 * list of cards is the same for every caller; a detail and a thread tell a logged-in caller what
 * is theirs (liked, mine, canDelete), so only visitors share them. A caller who blocks someone
 * has lists of their own (decision 0042). A visitor's detail answered from the cache is still a
 * view (counted once a day per reader, like the handler's).
 */
export function registerReads<
  LI extends z.ZodType,
  LO extends z.ZodType,
  DI extends z.ZodType<{ id: number }>,
  DO extends z.ZodType,
  TI extends z.ZodType,
  TO extends z.ZodType,
>(
  app: FastifyInstance,
  { db, views, now }: { db: Db; views: ViewCounter; now: () => number },
  reads: { list: Read<LI, LO>; detail: Read<DI, DO>; thread: Read<TI, TO> },
): void {
  registerCall(app, ...reads.list, cachedUnlessBlocking(db));
  registerCall(app, ...reads.detail, {
    publicCache: {
      for: 'visitors',
      onHit: (input, request) => views.add(input.id, viewReader(null, request, now()), now()),
    },
  });
  registerCall(app, ...reads.thread, CACHED_FOR_VISITORS);
}
