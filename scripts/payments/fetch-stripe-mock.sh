#!/usr/bin/env bash
# Installs stripe-mock (Stripe's own mock of its API, a Go module, pinned) into .tools/bin/, for the
# payment tests: checkout sessions are created against it instead of Stripe. Needs Go (the module comes
# from the Go module proxy); idempotent and offline once installed. Not needed to run the service.
#   bash scripts/payments/fetch-stripe-mock.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
version=v0.203.0
target="$root/.tools/bin/stripe-mock"
marker="$root/.tools/bin/.stripe-mock-version"
if [ -x "$target" ] && [ "$(cat "$marker" 2>/dev/null)" = "$version" ]; then exit 0; fi
if ! command -v go >/dev/null 2>&1; then
  echo "[setup] Go is not installed: the payment tests need stripe-mock (go install github.com/stripe/stripe-mock@$version)" >&2
  exit 0
fi
echo "[setup] building stripe-mock $version from the Go module proxy (about half a minute, once)" >&2
mkdir -p "$root/.tools/bin"
GOBIN="$root/.tools/bin" GOFLAGS=-mod=mod go install "github.com/stripe/stripe-mock@$version" >&2
echo "$version" > "$marker"
