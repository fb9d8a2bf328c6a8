// Bundles the OpenAPI contract in a worker thread and posts back the dereferenced document. Redocly's bundler
// and what it loads are about 12 MB of heap that the server needs once, at start-up; a module imported in the
// server's own thread stays in its heap for good, and every full garbage collection marks it again (issue 14:
// the search API's p99 is set by those collections). The worker's heap goes when the worker exits.
import { parentPort, workerData } from 'node:worker_threads';
import { bundle, createConfig } from '@redocly/openapi-core';

const { path } = workerData as { path: string };
const config = await createConfig({});
const result = await bundle({ ref: path, config, dereference: true });
const errors = result.problems.filter((p) => p.severity === 'error').map((p) => p.message);
parentPort?.postMessage({ errors, document: errors.length ? undefined : result.bundle.parsed });
