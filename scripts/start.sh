#!/usr/bin/env bash
# Installs everything and starts the whole shop on one address, on the embedded database
# (PGlite under ./data) with the sandbox payment gateway. Needs only Node 20 with npm.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm turbo run build --filter=@nyiur/server...  --filter=@nyiur/shop --filter=@nyiur/brand --filter=@nyiur/admin
exec pnpm --filter @nyiur/server start
