#!/usr/bin/env bash
# Installs everything and starts the whole shop on one address, on the embedded database
# (PGlite under apps/server/data) with the sandbox payment gateway; apps/server/.env, when present,
# is read. Needs only Node with npm: Node 24 is fetched when the machine has another version.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh
source scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm turbo run build --filter=@nyiur/server...  --filter=@nyiur/shop --filter=@nyiur/brand --filter=@nyiur/admin
# The database first: pending migrations, then the catalogue (the server checks both again at start).
pnpm db:migrate
pnpm db:seed
# The sandbox gateway simulates payments; set PAYMENT_GATEWAY=ipay88 and its keys (in the shell or
# apps/server/.env) for real ones.
if [ -z "${PAYMENT_GATEWAY:-}" ] && ! grep -qs '^PAYMENT_GATEWAY=.' apps/server/.env; then
  export PAYMENT_GATEWAY=sandbox
  echo "Payments: the sandbox gateway (simulated; nobody is charged)"
fi
exec pnpm --filter @nyiur/server start
