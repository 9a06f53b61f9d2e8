/** The launcher's explanations (explain.ts), loaded when a launch needs one; the app fetches them ahead where no service worker keeps them for offline use. */
export const loadExplanations = () => import('./explain.ts');
