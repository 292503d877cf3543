# syntax=docker/dockerfile:1
# BoardForge: one image for every instance (README, "Running several instances"). Multi-stage: the build stage
# installs everything and builds the web app and the server bundle; the runtime stage holds only the server's
# production dependencies, the two builds and the migrations, and runs as an unprivileged user.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/boardforge
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY e2e/package.json e2e/
# The server bundle keeps npm dependencies external (apps/server/build.mjs): install the server's, nothing else.
RUN npm ci --omit=dev --workspace @boardforge/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /var/lib/boardforge && chown node:node /var/lib/boardforge
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains requests in flight before the process exits (apps/server/src/main.ts).
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.mjs"]
