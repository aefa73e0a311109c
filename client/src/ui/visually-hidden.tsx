import styled, { css } from 'styled-components';

/** Hides an element from sight only: it stays in the accessibility tree (a hidden caption, label or header). */
export const visuallyHidden = css`
  position: absolute !important;
  width: ${({ theme }) => theme.sizes.hairline};
  height: ${({ theme }) => theme.sizes.hairline};
  padding: 0;
  margin: calc(-1 * ${({ theme }) => theme.sizes.hairline});
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for assistive technology only (a hidden caption or label); stays in the accessibility tree. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
