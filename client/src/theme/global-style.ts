import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html, body, #root { min-height: 100%; }

  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }

  a { color: ${({ theme }) => theme.colors.primary}; }

  /* The ring's colour comes from the surface it is drawn on: dark surfaces set it with onDarkSurface. */
  :root { --focus-ring-color: ${({ theme }) => theme.colors.focus}; }

  :focus-visible {
    outline: ${({ theme }) => theme.borderWidths.thick} solid var(--focus-ring-color);
    outline-offset: ${({ theme }) => theme.borderWidths.thick};
  }

  /* No fades or animations for visitors who ask for reduced motion (docs/rules/public-site.md#carousel-motion). */
  @media (prefers-reduced-motion: reduce) {
    * { transition: none !important; animation: none !important; }
  }
`;
