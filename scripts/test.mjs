#!/usr/bin/env node
// `npm test`: every check and suite the README lists, arranged for a two-core machine (CI's):
// 1. the checks side by side (prettier, ESLint, the type checks, the unit tests: mostly one core each);
// 2. the upstream suites (one file per core);
// 3. the browser journeys (two lanes of their own, playwright.config.ts);
// 4. the cluster test: it builds the website into .next, which the journeys' website serves.
// The upstream suites once ran beside the journeys at a lower priority: the journeys took 1.19x as
// long and three upstream tests timed out starved, so the long stages run alone.
// Every step runs, even after one failed, so a run reports every failure; the exit code is 1 if any did.
// Each line a step prints is prefixed with its name; a summary with each step's time ends the run.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Stages in order; the lanes of a stage run at the same time, the steps of a lane one after another. */
const stages = [
  [['format:check'], ['lint'], ['typecheck'], ['test:unit']],
  [['test:upstream']],
  [['test:e2e']],
  [['test:cluster']],
];

const results = [];

function runStep(script) {
  const started = Date.now();
  const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${script}] ${line}`));
  }
  return new Promise((resolve) => {
    child.on('error', (err) => {
      console.log(`[${script}] could not start: ${err.message}`);
      resolve(1);
    });
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      results.push({ script, code, seconds });
      console.log(`[${script}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      resolve(code);
    });
  });
}

async function runLane(steps) {
  for (const step of steps) await runStep(step);
}

const started = Date.now();
for (const lanes of stages) await Promise.all(lanes.map(runLane));

console.log('\nnpm test:');
for (const { script, code, seconds } of results)
  console.log(`  ${code === 0 ? 'passed' : 'FAILED'}  ${script} (${seconds} s)`);
console.log(`  in ${Math.round((Date.now() - started) / 1000)} s`);
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0;
