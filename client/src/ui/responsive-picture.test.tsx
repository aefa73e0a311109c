import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsivePicture } from './responsive-picture';

const PICTURE = {
  url: '/media/4f7c.jpg', width: 1600, height: 1000,
  srcset: '/media/4f7c-320w.webp 320w, /media/4f7c-640w.webp 640w, /media/4f7c-960w.webp 960w, /media/4f7c-1280w.webp 1280w',
};

describe('ResponsivePicture', () => {
  it('offers the resized copies for the width it shows at, with its size so its place is kept before it loads', () => {
    render(<ResponsivePicture picture={PICTURE} alt="Covered court" sizes="(min-width: 768px) 380px, 100vw" />);
    const img = screen.getByRole('img', { name: 'Covered court' });
    expect(img).toHaveAttribute('src', '/media/4f7c.jpg');
    expect(img).toHaveAttribute('srcset', PICTURE.srcset);
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 380px, 100vw');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
  });

  it('loads lazily unless it is the largest picture, which loads at once and first', () => {
    render(
      <>
        <ResponsivePicture picture={PICTURE} alt="First slide" sizes="100vw" priority />
        <ResponsivePicture picture={PICTURE} alt="Gallery card" sizes="100vw" />
      </>,
    );
    const first = screen.getByRole('img', { name: 'First slide' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('decoding', 'sync');
    const card = screen.getByRole('img', { name: 'Gallery card' });
    expect(card).toHaveAttribute('loading', 'lazy');
    expect(card).toHaveAttribute('fetchpriority', 'auto');
    expect(card).toHaveAttribute('decoding', 'async');
  });

  it('shows a picture without copies yet as it is stored, with no size and no srcset', () => {
    render(<ResponsivePicture picture={{ url: '/media/old.png', width: null, height: null, srcset: null }} alt="Old picture" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Old picture' });
    expect(img).toHaveAttribute('src', '/media/old.png');
    for (const attribute of ['srcset', 'sizes', 'width', 'height']) expect(img).not.toHaveAttribute(attribute);
  });
});
