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
classpath='/var/lib/neo4j/classes:/var/lib/neo4j/lib/*:/var/lib/neo4j/plugins/*'
# As the official image does, the password is set before the first start (neo4j-admin dbms
# set-initial-password), so nothing can connect with the default one while the Launcher sets it.
if [ ! -d /data/data/databases ]; then
  mkdir -p /data/conf && touch /data/conf/neo4j.conf
  NEO4J_HOME=/data NEO4J_CONF=/data/conf java -cp "$classpath" org.neo4j.cli.AdminTool \
    dbms set-initial-password "$password"
fi
heap="$(echo "${NEO4J_server_memory_heap_max__size:-1G}" | tr 'GM' 'gm')"
exec java "-Xmx$heap" -XX:+UseG1GC -Dfile.encoding=UTF-8 -cp "$classpath" Launcher
