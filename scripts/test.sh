#!/usr/bin/env bash
# `npm test`: every test, in two stages. First lint and typecheck in the background, beside the
# unit and API suites (their waits are on servers and databases, and their hang guards are wide);
# then the end-to-end suite alone (two workers, browsers of its own): its tests wait on a real
# browser and real time, and with every step at once on 2 cores (load 11) a third of its files ran
# out of time. Each step's log is printed at the end, with its wall seconds and the load, one line
# of pass and fail counts over both test runs, and then each failed test with the start of its
# message (the last lines are what a CI summary shows). The PostgreSQL and Redis suites run when
# TEST_DATABASE_URL and TEST_REDIS_URL are set (.ci/run sets them).
set -euo pipefail
cd "$(dirname "$0")/.."

rm -rf test-results
mkdir -p test-results/ci

started=$SECONDS
# Runs a step in the background, its output in test-results/ci/NAME.log, its exit status and
# seconds beside it.
in_background() {
  local name=$1
  shift
  (
    set +e
    local from=$SECONDS
    "$@" >"test-results/ci/$name.log" 2>&1
    echo $? >"test-results/ci/$name.status"
    echo $((SECONDS - from)) >"test-results/ci/$name.seconds"
  ) &
}

# Runs a step in the foreground, its output on the terminal, its exit status and seconds kept.
in_foreground() {
  local name=$1
  shift
  local from=$SECONDS
  local step_status=0
  "$@" || step_status=$?
  echo "$step_status" >"test-results/ci/$name.status"
  echo $((SECONDS - from)) >"test-results/ci/$name.seconds"
}

echo "--- lint and typecheck (in the background)"
in_background lint npm run lint
in_background typecheck npm run typecheck

echo "--- unit and API suites (SQLite and PostgreSQL), beside them"
in_foreground unit-api npx vitest run --project unit --project api --reporter=default --reporter=json \
  --outputFile=test-results/vitest-unit-api.json
wait

echo "--- end-to-end suite, alone"
in_foreground e2e npx vitest run --project e2e --reporter=default --reporter=json --outputFile=test-results/vitest-e2e.json

status=0
for step in lint typecheck e2e unit-api; do
  step_status=$(cat "test-results/ci/$step.status")
  if [ -f "test-results/ci/$step.log" ]; then
    echo "--- $step (exit $step_status)"
    cat "test-results/ci/$step.log"
  fi
  [ "$step_status" = 0 ] || status=1
done

echo "--- time (seconds, wall): $(for step in lint typecheck e2e unit-api; do
  printf '%s %s, ' "$step" "$(cat "test-results/ci/$step.seconds")"
done)all steps $((SECONDS - started)); load average $(cut -d' ' -f1-3 /proc/loadavg)"

node -e '
  const fs = require("node:fs");
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const failed = [];
  for (const file of ["test-results/vitest-unit-api.json", "test-results/vitest-e2e.json"]) {
    if (!fs.existsSync(file)) { totals.failed += 1; continue; }
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests;
    for (const suite of r.testResults) {
      const failedTests = suite.assertionResults.filter((test) => test.status === "failed");
      if (failedTests.length === 0 && suite.status === "failed") failed.push(`${suite.name}: ${suite.message}`);
      for (const test of failedTests) failed.push(`${suite.name} > ${test.fullName}: ${test.failureMessages[0] ?? ""}`);
    }
  }
  console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  for (const line of failed) console.log(`FAILED ${line.split("\n").filter((text) => !/^\s+at /.test(text)).slice(0, 3).join(" | ").slice(0, 600)}`);
'
exit "$status"
