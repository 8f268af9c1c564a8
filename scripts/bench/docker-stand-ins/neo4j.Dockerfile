# Stand-in for Docker Hub's neo4j:5.26-community (build.sh says why): Java 17 from Debian, the Neo4j 5.26
# jars and Launcher that scripts/neo4j provisions, data in /data, Bolt on 7687 and Browser on 7474.
FROM skillgraph-stand-in/bookworm
COPY ca-certificates.crt /usr/local/share/stand-in-ca.crt
RUN apt-get update && apt-get install -y --no-install-recommends openjdk-17-jre-headless wget \
 && rm -rf /var/lib/apt/lists/*
COPY neo4j /var/lib/neo4j
COPY neo4j-entrypoint.sh /startup/docker-entrypoint.sh
RUN chmod +x /startup/docker-entrypoint.sh && mkdir -p /data /logs
VOLUME ["/data", "/logs"]
EXPOSE 7474 7687
ENTRYPOINT ["/startup/docker-entrypoint.sh"]
