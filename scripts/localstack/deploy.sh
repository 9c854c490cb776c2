#!/usr/bin/env bash
# Deploys the same CDK stack, with its nested stacks (docs/infra.md#stack-layout), to LocalStack
# with cdklocal (aws-cdk-local, pinned in package.json):
# starts LocalStack from compose.yml, builds the web app when needed, bootstraps, deploys a
# throwaway stack (its table and buckets go when the stack is deleted) and prints the outputs.
#   LOCALSTACK_AUTH_TOKEN=... scripts/localstack/deploy.sh            load-test routes off
#   LOCALSTACK_AUTH_TOKEN=... BURN_ROUTES=true scripts/localstack/deploy.sh
#   scripts/localstack/deploy.sh down                                  stop LocalStack
# Needs Docker. Not run where this project is developed (no Docker engine there); only
# `cdklocal synth` runs in the tests (tests/infra/cdklocal.test.ts).
set -euo pipefail
cd "$(dirname "$0")/../.."

compose=(docker compose -f scripts/localstack/compose.yml)
if [ "${1:-}" = down ]; then
  exec "${compose[@]}" down
fi

# LocalStack accepts any credentials; these keep the CLI from looking for a real profile.
export AWS_ACCESS_KEY_ID=test AWS_SECRET_ACCESS_KEY=test
export AWS_REGION="${AWS_REGION:-us-east-1}" AWS_DEFAULT_REGION="${AWS_REGION:-us-east-1}"
export CDK_DISABLE_VERSION_CHECK=1 CDK_DISABLE_CLI_TELEMETRY=1

"${compose[@]}" up -d --wait

if [ ! -f web/dist/index.html ]; then
  npm run build
fi

cdklocal=node_modules/.bin/cdklocal
"$cdklocal" bootstrap "aws://000000000000/$AWS_REGION"
mkdir -p .tmp
"$cdklocal" deploy TeamTodo --require-approval never \
  -c throwaway=true -c "burnRoutes=${BURN_ROUTES:-false}" \
  --outputs-file .tmp/localstack-outputs.json
cat .tmp/localstack-outputs.json
