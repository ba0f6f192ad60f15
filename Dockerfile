# Production image. The build stage compiles without a database; prerendering the public pages needs
# the content, so it runs when the container starts: migrations, the idempotent seed, then
# `next build --experimental-build-mode=generate` against the real database, then `next start`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx next build --experimental-build-mode=compile

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
RUN mkdir -p media/public media/premium
EXPOSE 3000
CMD ["sh", "-c", "npx payload migrate && npx tsx seed/run.ts && npx next build --experimental-build-mode=generate && npx next start --port ${PORT}"]
