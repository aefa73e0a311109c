// The catalogue's namespaces, compiled by client/vite-plugin-messages.ts.
declare module 'virtual:portal-messages/lazy/*' {
  const catalogue: import('./catalogue').LazyNamespaceCatalogue;
  export default catalogue;
}

declare module 'virtual:portal-messages/*' {
  const catalogue: import('./catalogue').NamespaceCatalogue;
  export default catalogue;
}
