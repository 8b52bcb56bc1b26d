#!/usr/bin/env bash
# Fails when a package's files changed since a base and no changeset in .changeset/ says what
# changed for the owner. See docs/releasing.md.
#   check-changesets.sh [branch]        against a branch (origin/main unless given), before merging
#   check-changesets.sh --since-release against the last release (the last commit that wrote
#                                       CHANGELOG.md files): what npm test runs on main, where every
#                                       change since then waits in a changeset for the next release
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--since-release" ]; then
  if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
    echo "Changesets not checked: this is a shallow clone, without the last release's commit."
    exit 0
  fi
  base=$(git log -1 --format=%H -- '*CHANGELOG.md')
  if [ -z "$base" ]; then
    echo "Changesets not checked: no release has been cut yet."
    exit 0
  fi
  echo "Changesets since the last release ($(git log -1 --format='%h %cs' "$base")):"
else
  base="${1:-origin/main}"
fi
# A release (`pnpm changeset version`) turns the changesets into CHANGELOG.md files and deletes
# them, so on its branch there is nothing left to find.
if git diff --name-only "$base"...HEAD -- '*CHANGELOG.md' | grep -q .; then
  echo "This branch cuts a release (CHANGELOG.md files changed since $base): no changeset needed."
  exit 0
fi
exec node_modules/.bin/changeset status --since="$base"
