import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { CommunityLogo } from '../../ui';

const StyledBrandLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

/** Community logo and name, linking to `/` (spec §2). */
export function BrandLink() {
  return (
    <StyledBrandLink to={paths.root}>
      <CommunityLogo />
      <span>Barangay Portal</span>
    </StyledBrandLink>
  );
}
