#!/usr/bin/env bash
# Debian's Chromium for the console's browser tests (test/console/), installed with apt once.
# Playwright drives it through executablePath (CHROMIUM_PATH, default /usr/bin/chromium): no browser
# download from anywhere but the Debian archive.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
apt=()
if [ "$(id -u)" = 0 ]; then apt=(apt-get); elif sudo -n true 2>/dev/null; then apt=(sudo -n apt-get); fi
if [ ${#apt[@]} -eq 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "[setup] Chromium not found at $browser and apt-get is not usable here: install Debian's chromium" \
    "(or set CHROMIUM_PATH) for the console's browser tests" >&2
  exit 0
fi
echo "[setup] installing Debian's chromium for the browser tests" >&2
DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y --no-install-recommends chromium >/dev/null 2>&1 || {
  DEBIAN_FRONTEND=noninteractive "${apt[@]}" update >/dev/null 2>&1
  DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y --no-install-recommends chromium >&2
}
