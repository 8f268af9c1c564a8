#!/bin/sh
# Reads the settings docker-compose.yml gives the official image and starts the Launcher with them.
set -eu
password="${NEO4J_AUTH#neo4j/}"
guide="${NEO4J_browser_post__connect__cmd:-}"
export SKILLGRAPH_NEO4J_PASSWORD="$password" \
  SKILLGRAPH_NEO4J_HOME=/data \
  SKILLGRAPH_NEO4J_BOLT=0.0.0.0:7687 \
  SKILLGRAPH_NEO4J_HTTP=0.0.0.0:7474 \
  SKILLGRAPH_NEO4J_BROWSER_GUIDE="${guide#play }" \
  SKILLGRAPH_NEO4J_PAGECACHE="${NEO4J_server_memory_pagecache_size:-512m}"
[ -d /var/lib/neo4j/plugins ] && export SKILLGRAPH_NEO4J_PLUGINS=/var/lib/neo4j/plugins
heap="$(echo "${NEO4J_server_memory_heap_max__size:-1G}" | tr 'GM' 'gm')"
exec java "-Xmx$heap" -XX:+UseG1GC -Dfile.encoding=UTF-8 -cp '/var/lib/neo4j/classes:/var/lib/neo4j/lib/*:/var/lib/neo4j/plugins/*' Launcher
