# The API image: Node 24 runs the TypeScript sources directly (type stripping), no build step.
FROM node:24-slim
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json .npmrc ./
RUN npm install --omit=dev --no-fund --no-audit && npm cache clean --force
COPY src ./src
COPY cypher ./cypher
COPY seeds ./seeds
USER node
EXPOSE 8080
CMD ["node", "src/main.ts"]
