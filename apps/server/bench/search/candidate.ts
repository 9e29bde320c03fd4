import type { GeneratedPost } from '../posts-data';
import type { Search } from './queries';

/** One way of answering a keyword search, on one database already holding the posts. */
export interface Candidate {
  name: string;
  /** Builds the index over the seeded posts. Bytes: what the index adds to the database. */
  build(): Promise<{ ms: number; bytes: number; note?: string }>;
  /** Every post that matches, whatever its status: compared with the ground truth. */
  ids(search: Search): Promise<number[]>;
  /** The first page of the list: published posts, newest first, 20 of them. */
  page(search: Search): Promise<unknown>;
  /** How many published posts match. */
  count(search: Search): Promise<unknown>;
  /** How the database answers `page`, in a few words. */
  plan(search: Search): Promise<string>;
}

/** A database under test: it stores the posts, then offers its candidates. */
export interface Target {
  dialect: 'sqlite' | 'postgres';
  insert(posts: readonly GeneratedPost[]): Promise<void>;
  /** Called once every post is in (ANALYZE, checkpoint). Bytes: the posts table. */
  seeded(): Promise<{ tableBytes: number }>;
  candidates: readonly Candidate[];
  /** The list without a keyword (same filter, order and limit), and its count: the floor. */
  plainPage(): Promise<unknown>;
  plainCount(): Promise<unknown>;
  /** "SQLite 3.53.2" */
  version(): Promise<string>;
  close(): Promise<void>;
}

/** A LIKE pattern that matches the text anywhere, with LIKE's wildcards escaped by `\`. */
export const containsPattern = (part: string) => `%${part.replace(/[\\%_]/g, '\\$&')}%`;
