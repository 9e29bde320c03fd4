import type { SessionResolver } from '../auth/session';
import type { Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    resolveSession: SessionResolver;
  }
}
