/** The live link's rules: the API's (https, a host of the work's channel, a path), checked before sending. */
import { z } from 'zod';
import { liveLinkKey, submitLiveRequestSchema } from '@app/shared/content';

export function liveLinkFormSchema(channel: string) {
  return z.object({
    post_url: submitLiveRequestSchema.shape.post_url.superRefine((value, context) => {
      const checked = liveLinkKey(value, channel);
      if ('problem' in checked) context.addIssue({ code: 'custom', message: checked.problem });
    }),
  });
}

export type LiveLinkFormValues = { post_url: string };

export const LIVE_LINK_FIELDS = ['post_url'] as const;

/** An example of a post's link on the channel, for the field's placeholder. */
export const LIVE_LINK_EXAMPLES: Record<string, string> = {
  INSTAGRAM: 'https://www.instagram.com/p/…',
  TIKTOK: 'https://www.tiktok.com/@you/video/…',
  YOUTUBE: 'https://www.youtube.com/watch?v=…',
  X: 'https://x.com/you/status/…',
  FACEBOOK: 'https://www.facebook.com/…',
  LINKEDIN: 'https://www.linkedin.com/posts/…',
  SNAPCHAT: 'https://www.snapchat.com/…',
};
