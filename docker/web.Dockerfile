# Builds one front-end app (the host or a remote) and serves its dist/ as static files with nginx.
# docker build -f docker/web.Dockerfile --build-arg APP=remote-leads .
FROM node:20-slim AS build
ARG APP
WORKDIR /repo
ENV COREPACK_INTEGRITY_KEYS=0
RUN corepack enable
COPY . .
RUN corepack pnpm install --frozen-lockfile \
 && corepack pnpm --filter "@signalboard/${APP}" run build

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
COPY docker/nginx-*.conf /tmp/
RUN if [ "$APP" = "host" ]; then cp /tmp/nginx-host.conf /etc/nginx/conf.d/default.conf; else cp /tmp/nginx-remote.conf /etc/nginx/conf.d/default.conf; fi
COPY docker/write-app-config.sh /docker-entrypoint.d/40-write-app-config.sh
RUN chmod +x /docker-entrypoint.d/40-write-app-config.sh
