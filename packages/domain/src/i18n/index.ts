export * from './locales';
export * from './messages';
export * from './months';
export * from './text-templates';
