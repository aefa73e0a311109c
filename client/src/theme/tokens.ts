/** Every colour, size and breakpoint the UI uses; components take them from the theme, never as literals. */
export const colors = {
  primary: '#1f5f99',
  primaryDark: '#174a78',
  primaryText: '#ffffff',
  secondary: '#f2b705',
  background: '#f5f7fa',
  surface: '#ffffff',
  text: '#1d2733',
  mutedText: '#5b6775',
  border: '#d5dbe3',
  /** Focus ring on light surfaces (white, background, table header): at least 4.9:1 against them. */
  focus: '#0b63c4',
  /**
   * Focus ring on the dark surfaces (top bar, side menu, footer, carousel), where `focus` is almost
   * invisible (1.1:1 on `primary`): at least 6.6:1 against each of them.
   */
  focusOnDark: '#ffffff',
  danger: '#b3261e',
  dangerBackground: '#fdecea',
  success: '#1e7a34',
  successBackground: '#e7f5ea',
  warning: '#8a5a00',
  warningBackground: '#fff4d6',
  info: '#0b4f8a',
  infoBackground: '#e6f0fa',
  sideMenu: '#16324f',
  sideMenuText: '#e8eef5',
  sideMenuActive: '#24507d',
  overlay: 'rgba(0, 0, 0, 0.4)',
  /** Dialog backdrop: darker than the side menu's overlay so the dialog stands out. */
  backdrop: 'rgba(16, 24, 40, 0.55)',
  /** Background of an empty photo slot ('No Photo') and of a photo still loading. */
  placeholder: '#e9edf2',
  /** Caption panel over a carousel photo; white text stays readable on any picture. */
  captionBackground: 'rgba(16, 24, 40, 0.7)',
  captionText: '#ffffff',
  /** Table header row and zebra stripes. */
  tableHeader: '#eef2f6',
  tableStripe: '#f9fbfc',
} as const;

/**
 * Status colours (docs/rules/common.md#status-colours). `text` is AA-readable on white and on `background` (pills, coloured labels);
 * `solid` is the vivid colour of a status icon (dot), which never carries meaning alone.
 *   project: finished green, ongoing orange, other gray
 *   event: ended green, ongoing orange, cancelled red, upcoming blue, other gray
 *   request: pending gray, canceled red, processing yellow, pickup blue, rejected red, released green
 *   verification: Verified green, Pending yellow, Rejected red, Unverified gray
 */
export const statusColors = {
  green: { text: '#1e7a34', background: '#e7f5ea', solid: '#198754' },
  orange: { text: '#a14a00', background: '#fff0e0', solid: '#fd7e14' },
  red: { text: '#b3261e', background: '#fdecea', solid: '#dc3545' },
  blue: { text: '#0b4f8a', background: '#e6f0fa', solid: '#0d6efd' },
  yellow: { text: '#7a5800', background: '#fff4d6', solid: '#ffc107' },
  gray: { text: '#4f5b68', background: '#eef0f3', solid: '#6c757d' },
} as const;

/** Breakpoints (docs/rules/screens.md#responsive), in px (min-width). */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export const layout = {
  /** Below this width the side menu collapses behind a toggle (docs/rules/screens.md#side-menu-collapse). */
  sideMenuBreakpoint: 768,
  /** Width the side panel takes from the content on wider screens (docs/rules/screens.md#side-menu-collapse). */
  sidePanelOffset: 300,
  topBarHeight: 64,
  contentMaxWidth: 1140,
  formMaxWidth: 560,
  /** On narrow phones the opened side menu leaves a strip of the page visible, so it reads as an overlay. */
  sideMenuMaxWidth: '85vw',
} as const;

/** Fixed component sizes (CSS lengths). */
export const sizes = {
  /** Table photo cells (docs/rules/content.md#project-manager-screen: 100x100 thumbnails). */
  thumbnail: '100px',
  /** Home carousel height (docs/rules/public-site.md#carousel-behaviour: 500 px). */
  carouselHeight: '500px',
  carouselIndicator: '12px',
  /** Photo strip of a gallery card. */
  galleryPhotoHeight: '200px',
  /** Narrowest gallery card before the grid drops a column. */
  galleryCardMinWidth: '260px',
  /** The two-factor enrolment QR code: large enough for any phone camera to read from a screen. */
  qrCode: '200px',
  modalWidth: '520px',
  modalWidthLarge: '860px',
  statusDot: '0.6em',
  /** The 1 px box of visually hidden text. */
  hairline: '1px',
  /** Widest the label column of a table row stacked as a card may grow (it takes 40% on a phone). */
  stackedLabelMaxWidth: '10rem',
  /** Table column widths a screen can name instead of a raw length. */
  columnWidths: { thumbnail: '132px', actions: '180px', date: '160px', status: '130px', narrow: '100px' },
} as const;

/** Transition lengths. */
export const durations = { fast: '150ms', fade: '600ms' } as const;

export const spacing = { xxs: '2px', xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' } as const;

export const borderWidths = { thin: '1px', thick: '2px', accent: '4px' } as const;

export const radii = { sm: '4px', md: '8px', pill: '999px' } as const;

export const shadows = {
  card: '0 1px 3px rgba(16, 24, 40, 0.12)',
  raised: '0 4px 12px rgba(16, 24, 40, 0.16)',
} as const;

/** System fonts only: the portal must work offline, so no web fonts are fetched. */
export const fonts = {
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
} as const;

export const fontSizes = { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' } as const;

/** Dialogs sit above the top bar and the side menu; the skip link, when focused, above everything. */
export const zIndices = { sideMenu: 20, topBar: 30, overlay: 15, modal: 50, skipLink: 60 } as const;

export const theme = {
  colors, statusColors, breakpoints, layout, sizes, durations, spacing, borderWidths, radii, shadows, fonts, fontSizes, zIndices,
} as const;

/** A status colour name (docs/rules/common.md#status-colours), the key of `statusColors`. */
export type StatusTone = keyof typeof statusColors;

/** A named table column width (`sizes.columnWidths`). */
export type ColumnWidth = keyof typeof sizes.columnWidths;

export type AppTheme = typeof theme;

/** `@media` query for widths of at least the given breakpoint. */
export const mediaUp = (minWidth: number): string => `@media (min-width: ${minWidth}px)`;

/** `@media` query for widths below the given breakpoint (the .02 avoids a gap at fractional widths). */
export const mediaBelow = (breakpoint: number): string => `@media (max-width: ${breakpoint - 0.02}px)`;

/**
 * `@container` query for a container (`container-type: inline-size`) narrower than the given breakpoint:
 * for a part whose room depends on what sits beside it (a table beside the side panel), not on the screen.
 */
export const containerBelow = (breakpoint: number): string => `@container (max-width: ${breakpoint - 0.02}px)`;
