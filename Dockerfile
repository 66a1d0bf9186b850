# The site as a container image. Two stages: the build stage has the devDependencies the build
# needs (Remix's compiler, esbuild); the runtime stage installs the dependencies alone and runs
# the compiled server (build/server/index.js) as an unprivileged user. No TypeScript, tsx or
# build at run time. CI cannot pull images, so scripts/docker-steps.ts performs the runtime
# stage's steps in a clean folder and checks the result (docs/decisions/0029).
#
#   docker build -t theatre-site .
#   docker run -p 3000:3000 -e CONTENT_API_URL=… -e SITE_URL=https://… -e SESSION_SECRET=… \
#     -e PURGE_SECRET=… -e TICKETING_HOSTS=… -e SALES_PARAM_HOSTS=… -e PAYMENT_HOSTS=… theatre-site

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
# HOST: in production the site listens on loopback unless told otherwise; a container is reached
# through its own network interface, so it listens on all of the container's. Publish the port
# only to the proxy in front (docker run -p 127.0.0.1:3000:3000, or a private network).
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# build/: the Remix build and the compiled server; public/: static files and the browser build.
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
USER node
EXPOSE 3000
# Liveness only: readiness (/api/ready) is for the load balancer, which must stop sending
# visitors to an instance that cannot serve them; restarting it would not help.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# On SIGTERM the server answers readiness and health with 503 at once, keeps taking connections
# for DRAIN_DELAY_MS (3 s) so the load balancer's probe takes it out, then finishes requests in
# flight (up to 10 s) and exits 0: stop it with more than that (`docker stop -t 20`, or
# stop_grace_period: 20s), Docker kills after 10 s by default.
STOPSIGNAL SIGTERM
# A young generation of 64 MB semi-spaces: a page render allocates a few MB, so with V8's default
# (16 MB) ten renders at once were scavenged every few tens of ms and much of what they still
# held was promoted and marked again (docs/performance.md, "Where the render time goes").
CMD ["node", "--max-semi-space-size=64", "build/server/index.js"]
