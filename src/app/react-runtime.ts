// React's runtime (react, react-dom's client, the scheduler), a chunk of its own (scripts/build/
// first-paint/plugin.ts) that src/main.tsx evaluates a task before the app's own code: the first
// load's heaviest evaluation is then two tasks, and a click on the painted menu waits for one.
export { createRoot } from 'react-dom/client';
