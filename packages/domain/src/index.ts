// The rules and vocabulary the server and the client both need, written once. Pure TypeScript with no
// runtime dependencies: the server runs it from dist/, the client bundles it from src/.
export * from './calendar';
export * from './city';
export * from './corrections';
export * from './data-access';
export * from './document-fields';
export * from './document-requests';
export * from './erasure';
export * from './errors';
export * from './events';
export * from './field-rules';
export * from './i18n';
export * from './passwords';
export * from './permissions';
export * from './population';
export * from './privacy-notice';
export * from './registry';
export * from './registry-import';
export * from './residents';
export * from './same-person';
export * from './text';
export * from './transfers';
export * from './uploads';
export * from './vocabulary';
