#!/usr/bin/env bash
# Installs what the tests need (pnpm, Debian's Chromium headless shell, Caddy) and runs every test:
# lint, typecheck, unit, contract, protocol and API tests (PGlite, and PostgreSQL when reachable),
# component tests, the Storybook build, and the browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh
source scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile

# The journeys run in Chromium's headless shell, as Playwright's own headless runs do: the same
# engine without the full browser around it, which took an eighth less of the journeys' time.
if ! command -v chromium-headless-shell >/dev/null 2>&1; then
  echo "Installing Debian's chromium-headless-shell for the browser journeys"
  SUDO=""; [ "$(id -u)" != 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null
fi

# deploy/Caddyfile is checked by the real caddy (apps/server/src/web/production-front.test.ts).
if ! command -v caddy >/dev/null 2>&1; then
  echo "Installing Debian's caddy to check the production front's Caddyfile"
  SUDO=""; [ "$(id -u)" != 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq caddy >/dev/null
fi

# A fresh PostgreSQL database for the server suite, dropped with every database its tests made
# when the run ends. The race and two-server tests can only fail on PostgreSQL, so a CI run
# (CI=true) stops here without it; elsewhere they are reported as skipped, with the reason.
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if url=$(node scripts/fresh-test-db.mjs); then
    export TEST_DATABASE_URL="$url"
    trap 'node scripts/fresh-test-db.mjs --drop "$TEST_DATABASE_URL" || true' EXIT
    echo "Server tests also run on PostgreSQL: $url"
  elif [ "${CI:-}" = true ] || [ "${CI:-}" = 1 ]; then
    echo "CI=true needs PostgreSQL for the server tests (ADMIN_DATABASE_URL, or TEST_DATABASE_URL)" >&2
    exit 1
  else
    echo "No PostgreSQL reachable: server tests run on PGlite only; race tests are skipped"
  fi
fi

pnpm run format:check
pnpm run lint
pnpm turbo run typecheck test build build-storybook --output-logs=errors-only --concurrency=2 --continue
# Always: Playwright fails when it finds no journey, so a rename cannot skip them.
pnpm --filter @nyiur/e2e test:e2e
