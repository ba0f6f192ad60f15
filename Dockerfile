# Production image. The build stage compiles without a database; prerendering the public pages needs
# the content, so it runs when the container starts, against the real database (migrations and the seed
# ran before, in docker-compose's `migrate` service): `next build --experimental-build-mode=generate`,
# then `next start` as the container's main process (`exec`, so a stop's SIGTERM reaches it: it drains).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx next build --experimental-build-mode=compile

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
RUN mkdir -p media/public media/premium
EXPOSE 3000
CMD ["sh", "-c", "node_modules/.bin/next build --experimental-build-mode=generate && exec node_modules/.bin/next start --port ${PORT}"]
