import {
  Code,
  Header,
  Messages,
  UPLOAD_MAX_DATA_URL_LENGTH,
  UPLOADS_PATH,
  uploadBase64,
} from '@huaren/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { registerUserCall } from '../../lib/register-call';
import { failEnvelope } from '../../lib/envelope';
import { headerValue } from '../../lib/http';
import { SERVED_NAME } from './keys';
import { Reasons } from './reasons';
import { createUploadService } from './upload.service';

/** The JSON body of an upload: the longest data URL the contract accepts, plus `{"file":""}`. */
const UPLOAD_BODY_LIMIT = UPLOAD_MAX_DATA_URL_LENGTH + 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** POST /v1/user/upload_base64/ and GET /uploads/<id>[.thumb].webp. */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const store = app.imageStore;
  const service = createUploadService({
    db: app.db,
    now: app.now,
    limiter: app.rateLimiter,
    store,
    log: app.log,
  });

  // The upload call in a scope of its own, for two things only it needs.
  await app.register(async (scope) => {
    // Before a body of up to 5.6 MB is read: a visitor, or a user over their limit, is answered
    // from the headers alone (registerCall checks the login again; that lookup is cheap).
    scope.addHook('preParsing', async (request, reply) => {
      const token = headerValue(request.headers, Header.token);
      const user = token ? await app.resolveSession(token) : null;
      if (!user) return reply.send(failEnvelope(Code.notLoggedIn, Messages.notLoggedIn));
      await service.checkLimits(user.id);
    });
    // An oversized body is an oversized image: say so, rather than the generic "请求数据过大".
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      request.log.info({ code: Code.invalid }, 'upload refused: body too large');
      return reply.send(failEnvelope(Code.invalid, Reasons.tooLarge));
    });
    const options = { bodyLimit: UPLOAD_BODY_LIMIT };
    registerUserCall(
      scope,
      uploadBase64,
      ({ input, user }) => service.upload(input.file, user),
      options,
    );
  });

  app.get<{ Params: { name: string } }>(`${UPLOADS_PATH}/:name`, async (request, reply) => {
    const { name } = request.params;
    if (!SERVED_NAME.test(name)) return reply.callNotFound();
    const object = await store.get(name);
    if (!object) return reply.callNotFound();
    // The name is the content's hash: the bytes behind a URL never change, so browsers and
    // proxies may keep them for a year without asking again.
    const etag = `"${name.replace(/\.webp$/, '')}"`;
    reply
      .header('Cache-Control', IMMUTABLE)
      .header('ETag', etag)
      .header('X-Content-Type-Options', 'nosniff')
      .type('image/webp');
    if (request.headers['if-none-match'] === etag) {
      object.body.destroy();
      return reply.code(304).send();
    }
    return reply.header('Content-Length', object.size).send(object.body);
  });
}
