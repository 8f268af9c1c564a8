#!/usr/bin/env bash
# Installs schemathesis (pinned in requirements.in, hash-locked in requirements.txt) into the
# project-local virtualenv .tools/python (gitignored with the rest of .tools/). Idempotent: a venv that
# already holds the pinned version is left alone. Needs Python 3.11+ and PyPI (the first time only).
#   scripts/reliability/install-schemathesis.sh          # install or check
#   PYTHON=python3.12 scripts/reliability/install-schemathesis.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="${SCHEMATHESIS_VENV:-$root/.tools/python}"
python="${PYTHON:-python3}"
pinned="$(sed -n 's/^schemathesis==\([0-9.]*\).*/\1/p' "$here/requirements.in")"

if [[ -x "$venv/bin/st" ]] && [[ "$("$venv/bin/python" -c 'import importlib.metadata as m; print(m.version("schemathesis"))' 2>/dev/null)" == "$pinned" ]]; then
  echo "schemathesis $pinned already in $venv" >&2
  exit 0
fi

"$python" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11+ required")'
[[ -d "$venv" ]] || "$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input \
  --require-hashes --only-binary=:all: -r "$here/requirements.txt"
echo "schemathesis $pinned installed in $venv" >&2
