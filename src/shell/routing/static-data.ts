// Every route built from the manifest carries the id of its node.
declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    nodeId?: string;
  }
}
export {};
