# syntax=docker/dockerfile:1
# The production image (docs/deploy.md). Its build steps are the npm scripts CI runs: `npm ci`,
# `npm run build`, and, for `docker build --target check .`, `npm run check`.
# Node 22: the newest Node the lockfile's better-sqlite3 12 runs on (.nvmrc; decision 0029).
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS base
WORKDIR /app
# Native modules compile against the image's own headers (/usr/local/include/node), not headers
# downloaded at build time.
ENV npm_config_nodedir=/usr/local \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

# A compiler for better-sqlite3, which is built here from source, never downloaded prebuilt:
# its install script (prebuild-install) compiles when npm_config_build_from_source names it.
# sharp and esbuild come as prebuilt npm packages.
FROM base AS toolchain
ENV npm_config_build_from_source=better-sqlite3
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/

# Every dependency, for the build and the checks.
FROM toolchain AS deps
RUN npm ci

FROM deps AS build
COPY . .
# VITE_SIGN_SALT is baked into the web app and must equal the server's SIGN_SALT; unset, both
# use the contract's default.
ARG VITE_SIGN_SALT
RUN if [ -z "$VITE_SIGN_SALT" ]; then unset VITE_SIGN_SALT; fi && npm run build

# `docker build --target check .`: CI's static checks and unit tests on the image's sources.
FROM build AS check
RUN npm run check

# Production dependencies only: no tsx, vite or esbuild in the image.
FROM toolchain AS prod-deps
RUN npm ci --omit=dev

FROM base AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
RUN mkdir /data && chown node:node /data
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
USER node
VOLUME /data
EXPOSE 8080
# Alive, not ready: /healthz touches neither the database nor the store (decision 0028).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
