import styled from 'styled-components';
import { privacyNoticeBlocks } from '../privacy-notice-blocks';

const StyledText = styled.div`
  line-height: 1.6;

  h2 {
    margin: ${({ theme }) => theme.spacing.lg} 0 ${({ theme }) => theme.spacing.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p { margin: 0 0 ${({ theme }) => theme.spacing.md}; white-space: pre-line; }
  ul { margin: 0 0 ${({ theme }) => theme.spacing.md}; padding-left: ${({ theme }) => theme.spacing.lg}; }
  li + li { margin-top: ${({ theme }) => theme.spacing.xs}; }
`;

/** The notice's text in its headings, lists and paragraphs (privacyNoticeBlocks); headings are h2, under the screen's h1. */
export function PrivacyNoticeText({ text }: { text: string }) {
  return (
    <StyledText>
      {privacyNoticeBlocks(text).map((block, index) => {
        const key = `${index}-${block.kind}`;
        if (block.kind === 'heading') return <h2 key={key}>{block.text}</h2>;
        if (block.kind === 'list') return <ul key={key}>{block.items.map((item, at) => <li key={at}>{item}</li>)}</ul>;
        return <p key={key}>{block.text}</p>;
      })}
    </StyledText>
  );
}
