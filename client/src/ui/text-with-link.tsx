import { Fragment, type ReactNode } from 'react';

/** Stands for the link in the message's text; a private-use character no translation contains. */
const LINK_SLOT = '\u{E000}';

/**
 * A translated sentence with a link inside it, where each language puts the link where its grammar wants it:
 * `<TextWithLink text={(link) => t('footer.reachUs', { link })} link={<Link to="…">…</Link>} />`.
 */
export function TextWithLink({ text, link }: { text: (link: string) => string; link: ReactNode }) {
  const parts = text(LINK_SLOT).split(LINK_SLOT);
  return parts.map((part, index) => (
    // The parts of one sentence never reorder: their place is their key.
    <Fragment key={index}>{index > 0 && link}{part}</Fragment>
  ));
}
