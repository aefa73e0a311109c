# Production image: the built client and server, on Node 20. PostgreSQL runs as its own service
# (docker-compose.yml), so DATABASE_URL is always set and the embedded server is never started here.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json codegen.ts schema.graphql ./
COPY packages/domain/package.json packages/domain/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY packages packages
COPY server server
COPY client client
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --omit=dev --no-audit --no-fund -w server && npm cache clean --force
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# The server's rendering of the public pages (docs/architecture.md#server-rendering), self-contained.
COPY --from=build /app/client/dist-ssr client/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
