# Production image. The build stage compiles without a database; prerendering the public pages needs
# the content, so it runs when the container starts, against the real database (migrations and the seed
# ran before, in docker-compose's `migrate` service): `next build --experimental-build-mode=generate`,
# then `next start` as the container's main process (`exec`, so a stop's SIGTERM reaches it: it drains).
# Node is the version package.json pins (`engines`), as in development and CI.
FROM node:24.22.3-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx tsc --noEmit && npx next build --experimental-build-mode=compile

# The runtime image: production packages only, none of the test tools (Playwright, the HTML checker,
# Lighthouse, embedded PostgreSQL, the local S3). Without devDependencies in package.json npm also drops
# what only they bring (`--omit=dev` alone keeps Playwright, an optional peer of Next), and without
# optionalDependencies (only the Node builds npm scripts use in development) the image's own Node runs.
FROM node:24.22.3-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY package.json package-lock.json ./
RUN npm pkg delete devDependencies optionalDependencies && npm install --omit=dev --no-audit --no-fund
COPY . .
COPY --from=build /app/.next ./.next
RUN mkdir -p media/public media/premium
EXPOSE 3000
CMD ["sh", "-c", "node_modules/.bin/next build --experimental-build-mode=generate && exec node_modules/.bin/next start --port ${PORT}"]
