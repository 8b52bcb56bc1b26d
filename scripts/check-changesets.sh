#!/usr/bin/env bash
# Fails when a package's files changed since the base branch (origin/main unless given) and no
# changeset in .changeset/ says what changed for the owner. Not part of scripts/test.sh: a fresh
# clone of main has no branch to compare with. See docs/releasing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
base="${1:-origin/main}"
# A release (`pnpm changeset version`) turns the changesets into CHANGELOG.md files and deletes
# them, so on its branch there is nothing left to find.
if git diff --name-only "$base"...HEAD -- '*CHANGELOG.md' | grep -q .; then
  echo "This branch cuts a release (CHANGELOG.md files changed since $base): no changeset needed."
  exit 0
fi
exec node_modules/.bin/changeset status --since="$base"
