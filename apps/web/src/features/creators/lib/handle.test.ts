import { describe, expect, it } from 'vitest';
import { displayHandle, handleFromLink } from './handle';

describe('handleFromLink', () => {
  it.each([
    ['https://www.instagram.com/wanjiru.cooks/', 'wanjiru.cooks'],
    ['https://instagram.com/stories/wanjiru.cooks/3141592', 'wanjiru.cooks'],
    ['https://www.tiktok.com/@baraka_m/video/7234567890', 'baraka_m'],
    ['https://www.youtube.com/@KofiCreates/videos', 'KofiCreates'],
    ['https://youtube.com/c/KofiCreates', 'KofiCreates'],
    ['https://x.com/amina_o/status/1789', 'amina_o'],
    ['https://twitter.com/amina_o', 'amina_o'],
    ['https://m.facebook.com/savannahfoods/posts/12345', 'savannahfoods'],
    ['https://www.linkedin.com/in/john-doe-123/', 'john-doe-123'],
    ['https://www.linkedin.com/posts/jane-doe_launch-day-activity-7000', 'jane-doe'],
    ['https://x.example/kofiniyonzima1/1-1', 'kofiniyonzima1'],
    ['https://tiktok.com/%40encoded/video/1', 'encoded'],
  ])('%s -> %s', (link, handle) => {
    expect(handleFromLink(link)).toBe(handle);
  });

  it.each([
    'https://www.instagram.com/p/Cx12AbC/',
    'https://www.instagram.com/reel/Cx12AbC/',
    'https://www.youtube.com/watch?v=abc',
    'https://www.youtube.com/shorts/abc',
    'https://www.facebook.com/permalink.php?story_fbid=1',
    'https://example.com/',
    'not a link',
    'javascript:alert(1)',
    '',
    null,
  ])('names no account: %s', (link) => {
    expect(handleFromLink(link)).toBeNull();
  });

  it('displays with an @ and falls back to the channel handle', () => {
    expect(displayHandle('https://x.com/amina_o/status/1')).toBe('@amina_o');
    expect(displayHandle('https://www.instagram.com/p/abc/', '@wanjiru')).toBe('@wanjiru');
    expect(displayHandle('https://www.instagram.com/p/abc/')).toBeNull();
  });
});
