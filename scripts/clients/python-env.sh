#!/usr/bin/env bash
# The Python client's environment: a project-local virtualenv .tools/python-client (gitignored with the
# rest of .tools/) holding its generator (openapi-python-client) and runtime (httpx, attrs,
# python-dateutil), pinned in python-requirements.txt, and the client itself (clients/python, editable).
# Idempotent: a venv made from the same requirements is left alone. Needs Python 3.11+ and PyPI once.
#   scripts/clients/python-env.sh      # prints the venv's python
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="$root/.tools/python-client"
python="${PYTHON:-python3}"
want="$(sha256sum "$here/python-requirements.txt" "$root/clients/python/pyproject.toml" | sha256sum | cut -c1-16)"
marker="$venv/.skillgraph-requirements"

if [[ -f "$marker" && "$(cat "$marker")" == "$want" ]]; then
  echo "$venv/bin/python"
  exit 0
fi
"$python" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else "Python 3.11+ required")'
[[ -d "$venv" ]] || "$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input -r "$here/python-requirements.txt" >&2
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input --no-deps -e "$root/clients/python" >&2
echo "$want" > "$marker"
echo "$venv/bin/python"
