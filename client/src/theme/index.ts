export { theme, containerBelow, mediaBelow, mediaUp, type AppTheme, type ColumnWidth, type StatusTone } from './tokens';
export { GlobalStyle } from './global-style';
export { onDarkSurface, onLightSurface } from './surfaces';
