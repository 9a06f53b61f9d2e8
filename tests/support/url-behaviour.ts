import { urlBehaviour } from '../../src/model/manifest/compile.ts';

/** A url node's behaviour as compile.ts makes it, with the systems' addresses by name. */
export const compiledUrl = (template: string, systems: Record<string, string> = {}) =>
  urlBehaviour(template, (name) => {
    const url = systems[name];
    if (url === undefined) throw new Error(`no system ${name} in the test's systems`);
    return url;
  });
