# syntax=docker/dockerfile:1
# The whole shop in one image: the API server with the brand site, the shop and the back office it
# serves, built for production and run as an unprivileged user. Needs PostgreSQL (DATABASE_URL);
# see compose.yaml for a complete setup and docs/operations.md for every variable.

ARG NODE_VERSION=24
ARG PNPM_VERSION=12.21.0

FROM node:${NODE_VERSION}-bookworm-slim AS base
ARG PNPM_VERSION
ENV PNPM_HOME=/pnpm PATH=/pnpm:$PATH TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
RUN npm install -g --force "pnpm@${PNPM_VERSION}"
WORKDIR /src

# Builds the server bundle and the three web apps.
FROM base AS build
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm turbo run build --filter=@nyiur/server... --filter=@nyiur/shop --filter=@nyiur/brand --filter=@nyiur/admin

# Only what runs in production: the dependencies without the dev tools.
FROM base AS production-dependencies
COPY . .
RUN pnpm install --frozen-lockfile --prod

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/var/lib/nyiur
WORKDIR /app
# The same layout as the repository, so the server finds its migrations and the built apps.
COPY --from=production-dependencies /src/node_modules ./node_modules
COPY --from=production-dependencies /src/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /src/package.json ./package.json
COPY --from=build /src/apps/server/package.json ./apps/server/package.json
COPY --from=build /src/apps/server/dist ./apps/server/dist
COPY --from=build /src/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /src/apps/brand/build/client ./apps/brand/build/client
COPY --from=build /src/apps/shop/build/client ./apps/shop/build/client
COPY --from=build /src/apps/admin/build ./apps/admin/build
# Uploads and the mail outbox live under DATA_DIR: mount a volume there.
RUN mkdir -p /var/lib/nyiur && chown node:node /var/lib/nyiur
USER node
WORKDIR /app/apps/server
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# `node dist/database-command.js migrate|seed` runs the database steps on their own.
CMD ["node", "dist/main.js"]
