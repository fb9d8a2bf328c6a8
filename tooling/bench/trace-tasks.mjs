#!/usr/bin/env node
// Benchmark helper (not a test): where a page's main-thread time goes, from a trace written by
// `tooling/bench/lighthouse.mjs --traces` (the unthrottled run Lighthouse simulates from). Lighthouse counts every
// task 4x (its simulated slow phone) and Total Blocking Time adds what each task spends over 50 ms, so a task over
// 12.5 ms here is one a phone feels. For each such task, in order, it prints its start (ms from navigation), its
// length, and its self time by kind: script (by file), style, layout, HTML parsing, paint, GC (issue 14).
//
// Usage: node tooling/bench/trace-tasks.mjs [--min=12.5] FILE.trace.json ...
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const minMs = Number(args.find((a) => a.startsWith('--min='))?.slice(6) ?? 12.5);
const files = args.filter((a) => !a.startsWith('--'));

/** What an event's self time counts as; script time is split by the file it runs. */
function kindOf(event) {
  const data = event.args?.data ?? {};
  const file = (url) => (url ? String(url).replace(/^https?:\/\/[^/]+/, '').split('?')[0] || '/' : '(inline)');
  switch (event.name) {
    case 'EvaluateScript':
      return `eval ${file(data.url)}`;
    case 'v8.evaluateModule':
      // Module evaluation names no file; the task's other events usually do.
      return 'eval module';
    case 'FunctionCall':
      return `call ${file(data.url)}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
      return 'compile';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'CompositeLayers':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
    case 'BlinkGC.AtomicPhase':
      return 'GC';
    case 'RunMicrotasks':
      return 'microtasks';
    case 'TimerFire':
    case 'EventDispatch':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
      return `${event.name}`;
    default:
      return null;
  }
}

function analyse(file) {
  const raw = JSON.parse(readFileSync(file, 'utf8'));
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  // The page's main thread: the renderer main thread that ran the most tasks' time. (Parsing the most HTML picked
  // an internal chrome:// page's thread in some traces, where the page's own HTML arrived in one short parse.)
  const names = new Map();
  for (const e of events)
    if (e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      names.set(`${e.pid}:${e.tid}`, 0);
  const isTask = (e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';
  for (const e of events)
    if (isTask(e) && names.has(`${e.pid}:${e.tid}`))
      names.set(`${e.pid}:${e.tid}`, names.get(`${e.pid}:${e.tid}`) + (e.dur ?? 0));
  const main = [...names.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const navStart =
    events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ??
    Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const onMain = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === main && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const longTasks = [];
  let next = 0;
  for (const task of tasks) {
    const ms = task.dur / 1000;
    if (ms < minMs) continue;
    const end = task.ts + task.dur;
    // Self time by kind: a stack of the open events, each event's time minus its children's.
    const self = new Map();
    const stack = [];
    while (next < onMain.length && onMain[next].ts < task.ts) next++;
    let i = next;
    for (; i < onMain.length && onMain[i].ts < end; i++) {
      const e = onMain[i];
      if (e === task) continue;
      while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
      const kind = kindOf(e);
      const parent = stack.findLast((s) => s.kind);
      if (kind) {
        self.set(kind, (self.get(kind) ?? 0) + e.dur);
        if (parent) self.set(parent.kind, (self.get(parent.kind) ?? 0) - e.dur);
      }
      stack.push({ ts: e.ts, dur: e.dur, kind: kind ?? undefined });
    }
    const parts = [...self.entries()]
      .filter(([, us]) => us >= 500)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, us]) => `${kind} ${(us / 1000).toFixed(1)}`);
    longTasks.push({ at: (task.ts - navStart) / 1000, ms, parts });
  }
  const blocking = longTasks.reduce((sum, t) => sum + Math.max(0, t.ms * 4 - 50), 0);
  const lines = [`\n${file}: ${longTasks.length} tasks over ${minMs} ms; 4x blocking about ${Math.round(blocking)} ms`];
  for (const t of longTasks)
    lines.push(`  @${t.at.toFixed(0).padStart(5)} ms  ${t.ms.toFixed(1).padStart(6)} ms  ${t.parts.join(', ')}`);
  process.stdout.write(`${lines.join('\n')}\n`);
}

for (const file of files) analyse(file);
