import { css } from 'styled-components';

/**
 * For a dark surface (top bar, side menu, footer, carousel): the focus ring of everything inside turns
 * light, so a keyboard user still sees where the focus is (WCAG 2.4.7 and 1.4.11, 3:1 at least).
 */
export const onDarkSurface = css`
  --focus-ring-color: ${({ theme }) => theme.colors.focusOnDark};
`;

/** For a light panel inside a dark surface (the notification panel under the top bar): the usual ring. */
export const onLightSurface = css`
  --focus-ring-color: ${({ theme }) => theme.colors.focus};
`;
