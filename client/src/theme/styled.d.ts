import 'styled-components';
import type { AppTheme } from './tokens';

declare module 'styled-components' {
  // Interface merging is the way styled-components types its theme; an empty extension is intended.
  export interface DefaultTheme extends AppTheme {}
}
