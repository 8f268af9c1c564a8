#!/usr/bin/env bash
# Builds local stand-ins for the three Docker Hub images that the Dockerfile and docker-compose.yml name
# (node:24-bookworm, node:24-slim, neo4j:5.26-community), for a machine with a Docker engine but no
# Docker Hub, so that `docker compose up --build` (the README's Docker path) can be run and timed there
# (scripts/bench/first-start.ts --scenario docker). Made of what this project already uses:
#   - Debian bookworm from Debian's mirror (debootstrap; minbase, as bookworm-slim is);
#   - the Node 24 that scripts/skillgraph installs into .tools/ from the npm registry, with the machine's npm;
#   - the Neo4j 5.26 jars that scripts/neo4j provisions from Maven Central, started by the same Launcher,
#     behind an entrypoint that reads the official image's settings (NEO4J_AUTH, NEO4J_server_memory_*).
# They are not the official images: they stand in for them on a closed network. The machine's CA bundle
# is copied in, so that a TLS-inspecting egress proxy is trusted inside the builds as it is outside.
#   bash scripts/bench/docker-stand-ins/build.sh [--neo4j-only]
# --neo4j-only builds the Neo4j stand-in alone (seconds, the node images and their build cache kept): do it
# whenever scripts/neo4j/Launcher.java changes, as the stand-in runs that Launcher and its settings (a
# stand-in built before the 5-minute replan interval made the Docker path's reads slow: BENCHMARKS.md
# "First start: the Docker path", run 5).
set -euo pipefail
neo4j_only=false
[ "${1:-}" = "--neo4j-only" ] && neo4j_only=true
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
log() { echo "[stand-ins] $*" >&2; }

command -v docker >/dev/null || { log "docker is required"; exit 1; }
command -v debootstrap >/dev/null || { log "debootstrap is required: apt-get install debootstrap"; exit 1; }
node="$root/.tools/node_modules/node/bin/node"
[ -x "$node" ] || node="$(command -v node)"
[ "$("$node" -p 'process.versions.node.split(".")[0]')" = 24 ] || { log "Node 24 is required: scripts/skillgraph setup"; exit 1; }
npm_dir="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")"
[ -f "$npm_dir/package.json" ] || { log "npm not found"; exit 1; }
# The jars and the Launcher compiled from its current source (fetched from Maven Central if missing).
neo4j="$(cd "$root" && "$node" -e '
  import("./scripts/neo4j/local-neo4j.ts").then((m) => console.log(m.provisionNeo4j().directory));')"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if $neo4j_only; then
  mkdir -p "$work/context/neo4j"
  cp "$here/neo4j.Dockerfile" "$here/neo4j-entrypoint.sh" "$work/context/"
  cp /etc/ssl/certs/ca-certificates.crt "$work/context/ca-certificates.crt"
  cp -r "$neo4j/lib" "$neo4j/classes" "$work/context/neo4j/"
  [ -d "$neo4j/plugins" ] && cp -r "$neo4j/plugins" "$work/context/neo4j/"
  log "building neo4j:5.26-community"
  docker build -q -f "$work/context/neo4j.Dockerfile" -t neo4j:5.26-community "$work/context" >&2
  exit 0
fi

rootfs=/var/tmp/skillgraph-stand-in-bookworm
if [ ! -f "$rootfs/etc/debian_version" ]; then
  log "debootstrap bookworm (minbase) into $rootfs"
  rm -rf "$rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >&2
fi
log "importing the root file system as skillgraph-stand-in/bookworm"
tar -C "$rootfs" -c . | docker import - skillgraph-stand-in/bookworm >/dev/null

mkdir -p "$work/context/node/bin" "$work/context/neo4j"
cp "$here/node.Dockerfile" "$here/neo4j.Dockerfile" "$here/neo4j-entrypoint.sh" "$work/context/"
cp /etc/ssl/certs/ca-certificates.crt "$work/context/ca-certificates.crt"
cp "$node" "$work/context/node/bin/node"
cp -r "$npm_dir" "$work/context/node/npm"
cp -r "$neo4j/lib" "$neo4j/classes" "$work/context/neo4j/"
[ -d "$neo4j/plugins" ] && cp -r "$neo4j/plugins" "$work/context/neo4j/"

log "building node:24-slim"
docker build -q -f "$work/context/node.Dockerfile" --build-arg PACKAGES="ca-certificates" \
  -t node:24-slim "$work/context" >&2
log "building node:24-bookworm"
docker build -q -f "$work/context/node.Dockerfile" \
  --build-arg PACKAGES="ca-certificates curl wget git python3 procps" \
  -t node:24-bookworm "$work/context" >&2
log "building neo4j:5.26-community"
docker build -q -f "$work/context/neo4j.Dockerfile" -t neo4j:5.26-community "$work/context" >&2
docker images --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep -E '^(node|neo4j):' >&2
