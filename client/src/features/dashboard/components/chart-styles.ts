import { useMemo } from 'react';
import { useTheme } from 'styled-components';

/**
 * Victory style objects built from the theme. Victory draws in SVG user units (its charts scale to their
 * card), so the text sizes below are viewBox units rather than CSS lengths.
 */
const TEXT_SIZE = 14;
const SMALL_TEXT_SIZE = 12;
const SLICE_TEXT_SIZE = 16;

export function useChartStyles() {
  const theme = useTheme();
  return useMemo(() => {
    const text = { fontFamily: theme.fonts.body, fontSize: TEXT_SIZE, fill: theme.colors.text };
    return {
      /** The category axis: its line and tick labels. */
      categoryAxis: {
        axis: { stroke: theme.colors.border },
        tickLabels: { ...text, fill: theme.colors.mutedText, padding: 8 },
      },
      /** The count axis: no line, light dashed grid lines behind the bars. */
      countAxis: {
        axis: { stroke: 'transparent' },
        grid: { stroke: theme.colors.border, strokeDasharray: '4, 4' },
        tickLabels: { ...text, fill: theme.colors.mutedText, padding: 6 },
      },
      /** The count written at the end of a bar. */
      barLabel: { ...text, fontSize: SMALL_TEXT_SIZE },
      /** The count written inside a doughnut slice. */
      sliceLabel: { ...text, fontSize: SLICE_TEXT_SIZE, fontWeight: 600, fill: theme.colors.surface },
      /** Thin separators between slices. */
      sliceStroke: theme.colors.surface,
      /** 'No data' in an empty doughnut. */
      emptyLabel: { ...text, fill: theme.colors.mutedText },
    };
  }, [theme]);
}
