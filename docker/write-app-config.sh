#!/bin/sh
# Writes the host's runtime config from the container's environment (remotes are found at run time).
[ -n "$REMOTE_AUTH_URL" ] || exit 0
cat > /usr/share/nginx/html/app-config.json <<JSON
{
  "apiUrl": "${API_URL}",
  "analyticsKey": "${ANALYTICS_KEY:-}",
  "analyticsHost": "${ANALYTICS_HOST:-}",
  "environment": "${ENVIRONMENT_NAME:-production}",
  "remotes": {
    "auth": "${REMOTE_AUTH_URL}",
    "leads": "${REMOTE_LEADS_URL}",
    "projects": "${REMOTE_PROJECTS_URL}",
    "settings": "${REMOTE_SETTINGS_URL}",
    "team": "${REMOTE_TEAM_URL}"
  }
}
JSON
