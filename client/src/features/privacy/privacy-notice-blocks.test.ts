import { DEFAULT_PRIVACY_NOTICE } from '@barangay-portal/domain';
import { describe, expect, it } from 'vitest';
import { privacyNoticeBlocks } from './privacy-notice-blocks';

describe('privacyNoticeBlocks', () => {
  it('reads headings, lists and paragraphs, whatever the line ends and the spaces around them', () => {
    const text = '## Who sees it\r\n\r\nStaff, as their work needs.\nNobody else.\n\n  \n- the secretary\r\n- the\tdesk officer \n\n## \n\nDone.';
    expect(privacyNoticeBlocks(text)).toEqual([
      { kind: 'heading', text: 'Who sees it' },
      { kind: 'paragraph', text: 'Staff, as their work needs.\nNobody else.' },
      { kind: 'list', items: ['the secretary', 'the\tdesk officer'] },
      { kind: 'paragraph', text: '##' },
      { kind: 'paragraph', text: 'Done.' },
    ]);
  });

  it('keeps a block that only starts like a list or a heading a paragraph', () => {
    expect(privacyNoticeBlocks('- one\nnot an item\n\n## Heading\nwith more')).toEqual([
      { kind: 'paragraph', text: '- one\nnot an item' },
      { kind: 'paragraph', text: '## Heading\nwith more' },
    ]);
  });

  it('reads the default notice as its sections, each with its heading', () => {
    const blocks = privacyNoticeBlocks(DEFAULT_PRIVACY_NOTICE);
    expect(blocks.filter((block) => block.kind === 'heading').map((block) => block.kind === 'heading' && block.text)).toEqual([
      'Why this notice', 'What the portal collects and why', 'Legal basis', 'How long it is kept', 'Who sees it', 'Your rights',
      'How to reach the barangay', 'Changes to this notice',
    ]);
    expect(blocks.find((block) => block.kind === 'list')).toMatchObject({ kind: 'list', items: expect.arrayContaining([expect.stringMatching(/^Your account/)]) });
  });
});
