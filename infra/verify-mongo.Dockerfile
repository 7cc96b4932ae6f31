# The first-contact check of the MongoDB store (`npm run verify:mongo`: the API's contract suites, the change feed,
# readiness and the concurrency checks against MONGODB_URI). Run once by infra/compose.yaml after migrate and before
# any replica takes traffic. Build from the repository root: it needs the sources and the development packages (Jest).
FROM node:20.20.2-bookworm
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false NX_TUI=false
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN mkdir -p /app/tmp && chown node:node /app/tmp
USER node
CMD ["npm", "run", "verify:mongo"]
