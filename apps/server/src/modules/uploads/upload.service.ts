import { createHash } from 'node:crypto';
import { Code, UPLOAD_MAX_BYTES, type UploadedImage } from '@huaren/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { Refusal } from '../../lib/envelope';
import { secondsLeft, type RateLimiter } from '../../limits/rate-limiter';
import type { ObjectStore } from '../../storage/object-store';
import { decodeDataUrl } from './data-url';
import { processImage, type ProcessedImage } from './image';
import { fullKey, thumbKey } from './keys';
import { Reasons } from './reasons';
import { DECODE_CONCURRENCY, DECODE_QUEUE, Limits } from './rules';
import { QueueFullError, createSemaphore } from './semaphore';
import { presentImage } from './upload.presenter';
import { createUploadRepository } from './upload.repository';

export interface UploadDeps {
  db: Db;
  now: Clock;
  limiter: RateLimiter;
  store: ObjectStore;
  log: FastifyBaseLogger;
}

export function createUploadService(deps: UploadDeps) {
  const { now, limiter, store, log } = deps;
  const uploads = createUploadRepository(deps.db);
  const decodes = createSemaphore(DECODE_CONCURRENCY, DECODE_QUEUE);

  const decode = async (bytes: Buffer) => {
    try {
      return await decodes.run(() => processImage(bytes));
    } catch (err) {
      if (err instanceof QueueFullError) throw new Refusal(Code.tooManyRequests, Reasons.busy);
      throw err;
    }
  };

  /** Content-addressed, so an object that exists is already the right one: identical uploads write once. */
  const storeOnce = async (id: string, image: ProcessedImage) => {
    if (await store.exists(fullKey(id))) return;
    // The thumbnail first: whoever sees the full image may rely on its thumbnail being there.
    await store.put(thumbKey(id), image.thumb);
    await store.put(fullKey(id), image.full);
  };

  return {
    /** The caller's hourly then daily upload limits; a refused attempt counts too. */
    async checkLimits(userId: number): Promise<void> {
      const hour = await limiter.hit(Limits.uploadsPerHour, String(userId));
      if (!hour.allowed) {
        const minutes = Math.ceil(secondsLeft(hour.retryAfterMs) / 60);
        throw new Refusal(Code.tooManyRequests, Reasons.tooOftenHour(minutes));
      }
      const day = await limiter.hit(Limits.uploadsPerDay, String(userId));
      if (!day.allowed) {
        const hours = Math.ceil(secondsLeft(day.retryAfterMs) / 3600);
        throw new Refusal(Code.tooManyRequests, Reasons.dailyCap(hours));
      }
    },

    /**
     * Decodes, checks and re-encodes the image, then stores it and records the caller as one
     * of its uploaders. Every refusal happens before anything is written.
     */
    async upload(file: string, caller: SessionUser): Promise<UploadedImage> {
      const decoded = decodeDataUrl(file, UPLOAD_MAX_BYTES);
      if (!decoded.ok) throw new Refusal(Code.invalid, decoded.reason);
      const started = performance.now();
      const result = await decode(decoded.bytes);
      const ms = Math.round(performance.now() - started);
      if (!result.ok) {
        log.info({ reason: result.reason, detail: result.detail, ms }, 'image refused');
        throw new Refusal(Code.invalid, result.reason);
      }
      const { image } = result;
      const id = createHash('sha256').update(image.full).digest('hex');
      await storeOnce(id, image);
      await uploads.record({
        id,
        user_id: caller.id,
        width: image.width,
        height: image.height,
        bytes: image.full.length,
        created_at: now(),
      });
      log.info({ id, in: decoded.bytes.length, out: image.full.length, ms }, 'image stored');
      return presentImage({ id, width: image.width, height: image.height }, store);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
