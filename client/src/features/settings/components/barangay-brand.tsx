import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { CommunityLogo, ResponsivePicture } from '../../../ui';
import { ServedBarangayQuery } from '../api/served-barangay.graphql';

/** What the top bar says until (or unless) the served barangay's name is known. */
export const PORTAL_NAME = 'Barangay Portal';

const SEAL_SIZE = 40;

const StyledSeal = styled(ResponsivePicture)`
  flex-shrink: 0;
  width: ${SEAL_SIZE}px;
  height: ${SEAL_SIZE}px;
  object-fit: contain;
  border-radius: 50%;
`;

const StyledName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

/**
 * The portal's identity in the top bar (docs/rules/screens.md#brand): the served barangay's seal, or the generic
 * logo when it has none, and its name. Public, so the server renders it with the page. The seal's alternative text
 * is the name: the name beside it is then hidden from screen readers, so a link around both is named once.
 */
export function BarangayBrand() {
  const { data } = useQuery(ServedBarangayQuery);
  const barangay = data?.servedBarangay;
  const name = barangay?.name ?? PORTAL_NAME;
  if (!barangay?.seal) {
    return (
      <>
        <CommunityLogo size={SEAL_SIZE} />
        <StyledName>{name}</StyledName>
      </>
    );
  }
  return (
    <>
      {/* Shown 40 px wide: the browser takes the smallest copy. */}
      <StyledSeal picture={barangay.seal} alt={name} sizes={`${SEAL_SIZE}px`} />
      <StyledName aria-hidden="true">{name}</StyledName>
    </>
  );
}
