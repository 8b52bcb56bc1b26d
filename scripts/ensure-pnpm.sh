# Sourced by start.sh and test.sh: makes pnpm 12.21 available with nothing but Node and npm.
PNPM_VERSION=12.21.0
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION with npm"
  # --force replaces a pnpm shim left by corepack, which cannot download here.
  npm install -g --force "pnpm@$PNPM_VERSION" >/dev/null
fi
export NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
