# Production image: builds the app, runs the committed migrations, then `next start`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npx next build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
RUN mkdir -p media/public media/premium
EXPOSE 3000
CMD ["sh", "-c", "npx payload migrate && npx tsx seed/run.ts && npx next start --port ${PORT}"]
