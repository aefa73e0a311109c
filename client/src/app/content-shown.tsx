import { createContext, useContext, useEffect, type ReactNode } from 'react';

const ContentShownContext = createContext<(() => void) | undefined>(undefined);

/** Who wants to know when the first screen's content is on the page (docs/architecture.md#server-rendering). */
export function ContentShownProvider({ onShown, children }: { onShown: (() => void) | undefined; children: ReactNode }) {
  return <ContentShownContext.Provider value={onShown}>{children}</ContentShownContext.Provider>;
}

/**
 * Placed after the screen inside the layout's Suspense boundary: its effect runs once the screen's content
 * is on the page. React hydrates a Suspense boundary after the shell around it (and a lazy screen only once
 * its chunk has come), so an effect of the app's root would run before the content is hydrated.
 */
export function ContentShown() {
  const onShown = useContext(ContentShownContext);
  useEffect(() => onShown?.(), [onShown]);
  return null;
}
