#!/usr/bin/env bash
# Installs everything and starts the whole shop on one address, on the embedded database
# (PGlite under ./data) with the sandbox payment gateway. Needs only Node 20 with npm.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm turbo run build --filter=@nyiur/server...  --filter=@nyiur/shop --filter=@nyiur/brand --filter=@nyiur/admin
# The sandbox gateway simulates payments; set PAYMENT_GATEWAY=ipay88 and its keys for real ones.
export PAYMENT_GATEWAY="${PAYMENT_GATEWAY:-sandbox}"
[ "$PAYMENT_GATEWAY" = sandbox ] && echo "Payments: the sandbox gateway (simulated; nobody is charged)"
exec pnpm --filter @nyiur/server start
