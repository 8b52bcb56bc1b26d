#!/usr/bin/env bash
# Installs what the tests need (pnpm, Debian's Chromium headless shell, Caddy) and runs every test:
# lint, typecheck, unit, contract, protocol and API tests (PGlite, and PostgreSQL when reachable),
# component tests, the Storybook build, and the browser journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh
source scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile

# Installs a Debian package when its command is missing, as root or through sudo.
ensure_apt() {
  local command_name="$1" package="$2" why="$3"
  command -v "$command_name" >/dev/null 2>&1 && return 0
  echo "Installing Debian's $package $why"
  local sudo=""
  [ "$(id -u)" != 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$package" >/dev/null
}

# The journeys run in Chromium's headless shell, as Playwright's own headless runs do: the same
# engine without the full browser around it, which took an eighth less of the journeys' time.
ensure_apt chromium-headless-shell chromium-headless-shell "for the browser journeys"
# deploy/Caddyfile is checked by the real caddy (apps/server/src/web/production-front.test.ts).
ensure_apt caddy caddy "to check the production front's Caddyfile"

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

# Every package change since the last release waits in a changeset for the next one.
bash scripts/check-changesets.sh --since-release
pnpm run format:check
pnpm run lint
pnpm turbo run typecheck test build build-storybook --output-logs=errors-only --concurrency=2 --continue
# Always: Playwright fails when it finds no journey, so a rename cannot skip them.
pnpm --filter @nyiur/e2e test:e2e
