#!/bin/sh
# The shop's own database role: it reads and writes the shop's tables (granted by each migration
# run) but does not own them, so it cannot alter, empty or rewrite the audit log. Runs once, when
# the PostgreSQL volume is created; on an existing volume run the statement below by hand.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_password="$SHOP_DB_PASSWORD" <<'SQL'
CREATE ROLE nyiur_app LOGIN PASSWORD :'app_password';
SQL
