#!/usr/bin/env bash
# Schemathesis conformance run over both OpenAPI documents (see schemathesis.ts for what it does).
#   NEO4J_URI=bolt://127.0.0.1:7688 NEO4J_PASSWORD=... scripts/reliability/schemathesis.sh [--deep]
#   MASTER_API_KEY=... scripts/reliability/schemathesis.sh --url http://127.0.0.1:8080
# Options: scripts/reliability/schemathesis.sh --help. Exit code: 0 clean, 1 failures, 2 harness error.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# Node 24 from .tools/ (scripts/skillgraph installs it) unless one is already on PATH.
if ! node -e 'process.exit(Number(process.versions.node.split(".")[0]) >= 24 ? 0 : 1)' 2>/dev/null; then
  export PATH="$root/.tools/node_modules/.bin:$PATH"
fi
"$here/install-schemathesis.sh"
exec node "$here/schemathesis.ts" "$@"
