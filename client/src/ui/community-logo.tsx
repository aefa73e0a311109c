import { useTheme } from 'styled-components';

/** The community seal, drawn inline so the portal needs no image download. Decorative: the name is beside it. */
export function CommunityLogo({ size = 40 }: { size?: number }) {
  const { colors } = useTheme();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill={colors.surface} stroke={colors.secondary} strokeWidth="3" />
      <path d="M12 26 L24 15 L36 26 Z" fill={colors.primary} />
      <rect x="15" y="26" width="18" height="10" fill={colors.primary} />
      <rect x="22" y="29" width="4" height="7" fill={colors.secondary} />
    </svg>
  );
}
