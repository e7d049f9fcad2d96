# Tessera: `make dev` runs everything locally, `make test` runs the whole suite.
SHELL := /bin/bash
.DEFAULT_GOAL := help

export NX_DAEMON ?= false
export NX_NO_CLOUD ?= true
export NX_TUI ?= false
# Node 24 LTS: the machine's own, or the one infra/local/require-node.sh installs into .tools/node.
export PATH := $(CURDIR)/.tools/node/bin:$(PATH)

INSTALLED := node_modules/.tessera-installed
MANIFESTS := package.json package-lock.json $(wildcard proto/package.json services/*/package.json services/libs/*/package.json web/*/package.json infra/local/package.json infra/images/package.json charts/package.json)

.PHONY: help node install build check openapi dev test test-unit bench images infra-up infra-down clean template-previews section-shots

help: ## List the commands
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F ':.*## ' '{printf "  make %-11s %s\n", $$1, $$2}'

node:
	@infra/local/require-node.sh

$(INSTALLED): $(MANIFESTS) | node
	@# npm ci would insist on every platform's optional binaries; install follows the lock file all the same.
	npm install --no-audit --no-fund --no-save --loglevel=error
	@node -p process.versions.modules >node_modules/.tessera-node-abi
	@touch $@

install: $(INSTALLED) ## Install npm dependencies (when package files changed)

build: install ## Build every package (cached by Nx)
	npx nx run-many -t build --output-style=static

check: build ## Check formatting, type-check and lint every package; the API document is current
	infra/local/check.sh

openapi: build ## Write the API's OpenAPI document from the services (served at /api/openapi.json) and the clients' types
	node infra/contract/openapi.mjs

dev: build ## Start local services, migrate, run every service; Ctrl-C stops it all
	node infra/local/dev.mjs

# test.mjs prints how long the whole of `make test` took, install and build included.
ifneq ($(filter test,$(MAKECMDGOALS)),)
export TESSERA_MAKE_TEST_STARTED := $(shell date +%s%3N)
endif

# The suite waits on browsers and services much of the time: `make check` runs beside it, at a
# lower priority, on the cores the suite leaves idle, and fails the run as it would before it.
test: build ## The whole suite against real PostgreSQL, Redis, S3 and SMTP, and `make check`
	node infra/local/test.mjs --check

test-unit: install ## Only the tests that need no server (unit, native, app, charts): a quick loop
	node infra/local/test.mjs --unit

bench: build ## Gateway overhead, site-format commands, renderer, site-server, images, the builder, custom data, collections, agents (MCP), Lighthouse (published pages, the app, the templates)
	node infra/local/bench.mjs
	node web/site-format/dist/bench/commands-bench.js
	node web/renderer/dist/bench/render-bench.js
	node infra/local/site-server-bench.mjs
	node services/image-worker/bench/images-bench.mjs
	node services/image-worker/bench/responsive-bench.mjs
	node web/builder/bench/builder-bench.mjs
	node services/custom-data/bench/custom-data-bench.mjs
	node services/custom-data/bench/collections-bench.mjs
	node services/mcp/bench/mcp-bench.mjs
	node infra/local/lighthouse-bench.mjs

template-previews: build ## Render the shipped templates' preview images (web/app/public/template-previews)
	node infra/templates/previews.mjs

section-shots: build ## Screenshot every library section at 1280 and 390 px, en and zh-tw; check overflow
	node infra/templates/section-shots.mjs

images: ## Build the container images (infra/images) where a Docker or Podman engine answers
	infra/images/build.sh

infra-up: | node ## Start only the local PostgreSQL, Redis, S3 and SMTP sink
	infra/local/up.sh

infra-down: ## Stop the local servers that infra-up started
	infra/local/down.sh

clean: ## Remove builds and caches (keeps .data)
	rm -rf node_modules/.tessera-installed .nx proto/dist services/*/dist services/libs/*/dist web/*/dist
