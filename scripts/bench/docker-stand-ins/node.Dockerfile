# Stand-in for Docker Hub's node:24-slim / node:24-bookworm (build.sh says why): Debian bookworm, Node 24
# and npm in /usr/local, a `node` user of uid 1000, as the official images have.
FROM skillgraph-stand-in/bookworm
ARG PACKAGES="ca-certificates"
COPY ca-certificates.crt /usr/local/share/stand-in-ca.crt
ENV NODE_EXTRA_CA_CERTS=/usr/local/share/stand-in-ca.crt PIP_CERT=/usr/local/share/stand-in-ca.crt \
    SSL_CERT_FILE=/usr/local/share/stand-in-ca.crt CURL_CA_BUNDLE=/usr/local/share/stand-in-ca.crt
RUN apt-get update && apt-get install -y --no-install-recommends $PACKAGES && rm -rf /var/lib/apt/lists/* \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY node/bin/node /usr/local/bin/node
COPY node/npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx && node --version && npm --version
CMD ["node"]
