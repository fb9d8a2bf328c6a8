// The first of the start's two evaluation steps (config/start-after-paint.ts): React and React DOM, the store's
// libraries (Redux Toolkit with Immer, React Redux, redux-persist) and the store's own module, in a chunk of their
// own (vite.config.ts) that the starter imports, and so evaluates, in a task before the entry's.
// React and React DOM are CommonJS, which the bundle wraps in functions that run on their first require: importing
// them here runs them at this chunk's evaluation instead of inside the entry's. The store's module combines the
// slices when it is evaluated, which runs every slice's reducer once (their initial states, frozen by Immer).
import 'react';
import 'react/jsx-runtime';
import 'react-dom/client';
import '@reduxjs/toolkit';
import 'react-redux';
import 'redux-persist';
import '../store.ts';
