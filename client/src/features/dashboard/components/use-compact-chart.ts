import { useCallback, useLayoutEffect, useState } from 'react';
import { useTheme } from 'styled-components';

/**
 * Whether a wide chart's frame is narrower than the sm breakpoint (a phone, or a narrow column beside the
 * side menu). Victory's responsive SVG scales its text with the chart, so a chart laid out for a wide card
 * would be unreadable there: such charts switch to a compact geometry instead. Without ResizeObserver
 * (jsdom) the wide geometry is used. `frameRef` is a callback ref, so a frame that appears later (data
 * arriving) is observed too.
 */
export function useCompactChart<T extends HTMLElement>() {
  const theme = useTheme();
  const [frame, setFrame] = useState<T | null>(null);
  const [compact, setCompact] = useState(false);
  const frameRef = useCallback((element: T | null) => setFrame(element), []);

  useLayoutEffect(() => {
    if (!frame || typeof ResizeObserver === 'undefined') return undefined;
    const update = (width: number) => setCompact(width > 0 && width < theme.breakpoints.sm);
    update(frame.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => update(entry.contentRect.width));
    observer.observe(frame);
    return () => observer.disconnect();
  }, [frame, theme]);

  return { frameRef, compact };
}
