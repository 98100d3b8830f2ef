#!/bin/sh
# Run by the postgres image on a new data volume (docker-entrypoint-initdb.d): creates the app's
# role beside the owner the image creates (POSTGRES_USER). See app-role.sql.
set -eu
psql --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v owner="$POSTGRES_USER" \
  -v app_role="$APP_DB_USER" \
  -v app_password="$APP_DB_PASSWORD" \
  -f /terrabridge/app-role.sql
