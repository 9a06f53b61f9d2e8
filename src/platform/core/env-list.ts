// A list in a VITE_* variable ("a b", "a,b"), read the same way by the configuration's checker
// (env.ts) and by code that must not load that checker on the first screen (the agenda's place on
// the dashboard).
export const splitList = (value: string | undefined): string[] => (value ?? '').split(/[\s,]+/).filter(Boolean);
