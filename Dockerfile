# One image for the API, the worker and the built frontends.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontends/shell/package.json frontends/shell/
COPY frontends/marketing/package.json frontends/marketing/
COPY frontends/portal/package.json frontends/portal/
COPY frontends/admin/package.json frontends/admin/
COPY frontends/shared frontends/shared
COPY shared/rules/package.json shared/rules/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The API requires @terrabridge/rules (a link in node_modules) from its built files.
COPY --from=build /app/shared/rules/package.json ./shared/rules/
COPY --from=build /app/shared/rules/dist ./shared/rules/dist
USER node
EXPOSE 3000
CMD ["node", "dist/backend/main.js"]
