import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { BarangayBrand } from '../../features/settings';

const StyledBrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  /* On the narrowest phones the name gives way (ellipsis) before the bar's other controls do. */
  min-width: 0;
  gap: ${({ theme }) => theme.spacing.sm};
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;

  svg { flex-shrink: 0; }
`;

/** The served barangay's seal (or the community logo) and name, linking to `/` (docs/rules/screens.md#layout-guest). */
export function BrandLink() {
  return (
    <StyledBrandLink to={paths.root}>
      <BarangayBrand />
    </StyledBrandLink>
  );
}
