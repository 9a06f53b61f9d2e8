import type { PortalModel } from '../../manifest/model.ts';

/** The route path of a node the page links to (login, home…), so no page hard-codes a path. */
export const pathOf = (model: PortalModel, id: string): string => model.nodes[id]?.path ?? '/';
