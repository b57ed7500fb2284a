# Builds one front-end app (the host or a remote) and serves its dist/ as static files with nginx.
#   docker build -f docker/web.Dockerfile --build-arg APP=remote-leads .
# Everything comes from this repository: the pinned base images, the lockfile's packages, and pnpm
# itself at the version and sha512 pinned in package.json#packageManager (corepack checks the hash).
FROM node:20.20.2-bookworm-slim AS build
ARG APP
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0 COREPACK_INTEGRITY_KEYS=0
RUN test -n "$APP" || { echo "Say which app to build: --build-arg APP=host (or remote-auth, remote-leads, ...)."; exit 1; }
RUN corepack enable
WORKDIR /repo
# The whole workspace (docker/web.Dockerfile.dockerignore leaves out node_modules, dist and .git):
# pnpm needs every package's manifest to check the lockfile, and the app builds against shared/.
COPY . .
RUN pnpm install --frozen-lockfile --filter "@signalboard/${APP}..." \
 && pnpm --filter "@signalboard/${APP}" run build

FROM nginx:1.27.5-alpine
ARG APP
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
COPY docker/nginx-host.conf docker/nginx-remote.conf /tmp/
RUN if [ "$APP" = "host" ]; then cp /tmp/nginx-host.conf /etc/nginx/conf.d/default.conf; \
    else cp /tmp/nginx-remote.conf /etc/nginx/conf.d/default.conf; fi \
 && rm /tmp/nginx-host.conf /tmp/nginx-remote.conf
# The host's app-config.json is written at start from the container's environment (see the script).
COPY docker/write-app-config.sh /docker-entrypoint.d/40-write-app-config.sh
RUN chmod +x /docker-entrypoint.d/40-write-app-config.sh
